import { makeReminders } from '../services/reminders';
import { noticeExpiringStock } from '../services/stock-expiry-notices';
import { generateStandingOrders } from '../services/standing-orders';
import { pruneThrottle } from '../services/throttle';
import type { Job } from './runner';

/** Failed logins older than a day and devices unused for a year: the throttle needs neither. */
export const throttleCleanup: Job = {
  name: 'throttle-cleanup',
  everyMinutes: 60,
  run: (db, now) => pruneThrottle(db, now),
};

/** Standing orders become pending orders for each outlet's next open date (DOMAIN 17). */
export const standingOrdersJob: Job = {
  name: 'standing-orders',
  everyMinutes: 5,
  run: async (db, now) => {
    const { created, skipped } = await generateStandingOrders(db, now);
    return { created, skipped: skipped.length };
  },
};

/** Payment reminders for unpaid invoices at the tier's levels around the due date (DOMAIN 19). */
export const paymentRemindersJob: Job = {
  name: 'payment-reminders',
  everyMinutes: 60,
  run: (db, now) => makeReminders(db, now),
};

/** The warehouse is told about stock about to expire, once per product and expiry day (DOMAIN 15). */
export const expiringStockJob: Job = {
  name: 'expiring-stock',
  everyMinutes: 60,
  run: (db, now) => noticeExpiringStock(db, now),
};

/**
 * The bakery's recurring jobs, run by the in-process timer (lib/api/jobs/timer.ts) and by
 * `npm run jobs`. Listed here directly (no registry filled by side effects), so a job that is not
 * in this list does not exist.
 */
export const JOBS: readonly Job[] = [standingOrdersJob, paymentRemindersJob, expiringStockJob, throttleCleanup];
