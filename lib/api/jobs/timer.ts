import { systemClock, type Clock } from '../clock';
import type { Db } from '../db/client';
import { JOBS } from './index';
import { runDueJobs, type Job } from './runner';

const holder = globalThis as unknown as { __rotiPusatJobTimer?: NodeJS.Timeout };

/**
 * The in-process job timer: every `intervalSeconds` it runs the jobs whose period has come. Each
 * process of a deployment may run one; the claim in runDueJobs makes a period run once overall.
 * The timer does not keep the process alive (unref), and a second start in the same process is
 * ignored (hot reloads).
 */
export function startJobTimer(
  getDb: () => Promise<Db>,
  options: { intervalSeconds: number; clock?: Clock; jobs?: readonly Job[] },
): void {
  if (holder.__rotiPusatJobTimer || options.intervalSeconds <= 0) return;
  const clock = options.clock ?? systemClock;
  const jobs = options.jobs ?? JOBS;
  if (jobs.length === 0) return;
  let running = false;
  const tick = async () => {
    if (running) return; // a slow run is not overtaken by the next tick
    running = true;
    try {
      await runDueJobs(await getDb(), jobs, clock.now());
    } catch (err) {
      console.error('[jobs] timer gagal:', err instanceof Error ? err.message : err);
    } finally {
      running = false;
    }
  };
  holder.__rotiPusatJobTimer = setInterval(tick, options.intervalSeconds * 1000);
  holder.__rotiPusatJobTimer.unref();
}

/** Stops the timer (graceful shutdown); a run in progress finishes on its own. */
export function stopJobTimer(): void {
  if (holder.__rotiPusatJobTimer) clearInterval(holder.__rotiPusatJobTimer);
  holder.__rotiPusatJobTimer = undefined;
}
