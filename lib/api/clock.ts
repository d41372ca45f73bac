import { readFileSync } from 'node:fs';

/**
 * Where the API learns the time. Every rule that depends on it (cut-offs, due dates, reminders,
 * shelf life, throttling windows, session expiry) reads the request's `now`, taken once from the
 * API's clock, so tests move time by setting the clock instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test (or a script replaying a day) sets and moves by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * Milliseconds from `now` to 10:00 WIB of the same WIB date. Test and e2e clocks start there, so a
 * run in the evening is not past tomorrow's order deadline (D-1 20:00) while one in the morning is
 * not: every run sees the bakery's working hours, on the real date. Rules at other hours are tested
 * with a ManualClock set to the minute.
 */
export function workingHoursOffsetMs(now: Date = new Date()): number {
  const wibDate = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${wibDate}T10:00:00+07:00`).getTime() - now.getTime();
}

/** The real time moved by an offset: tests jump days ahead while time still passes. */
export class OffsetClock implements Clock {
  offsetMs = 0;

  /** `baseMs` is where the clock starts relative to the real time (see workingHoursOffsetMs). */
  constructor(private readonly baseMs = 0) {}

  now(): Date {
    return new Date(Date.now() + this.baseMs + this.offsetMs);
  }
}

/**
 * The e2e server's clock: the real time plus an offset (ms) a browser test writes to a file, so a
 * journey can bill yesterday's deliveries without waiting a day. Only scripts/e2e-server.ts sets
 * the file (RP_E2E_CLOCK_FILE); a missing or unreadable file means no offset.
 */
export class OffsetFileClock implements Clock {
  constructor(
    private readonly file: string,
    private readonly baseMs = 0,
  ) {}

  now(): Date {
    let offset = 0;
    try {
      offset = Number(readFileSync(this.file, 'utf8').trim()) || 0;
    } catch {
      offset = 0;
    }
    return new Date(Date.now() + this.baseMs + offset);
  }
}
