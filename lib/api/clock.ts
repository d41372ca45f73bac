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
