import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApi } from '../../../testing/api';
import { ManualClock } from '../../clock';
import { ledgerMismatches, lotMismatches } from '../../services/stock-ledger';
import { queryRows } from '../raw';
import { seedDemo } from './demo';
import { seedDemoHistory } from './demo-history';

/**
 * The demo is made on whatever day and hour a newcomer first starts it. The days its calendar
 * rules turn on: the 1st before the month close's hour (yesterday is last month, billed and
 * mostly paid, after a February), the 3rd (last month just closed, nobody late in it yet), and a
 * Sunday night.
 */
const STARTS = ['2027-03-01T02:00:00+07:00', '2026-12-03T07:30:00+07:00', '2026-11-29T23:30:00+07:00'];

describe('the demo bakery on any first day', () => {
  it.each(STARTS)(
    'is made whole at %s, nothing dated after it, every payment after its invoice',
    async (start) => {
      const now = new Date(start);
      const h = await createTestApi({ clock: new ManualClock(now) });
      try {
        await seedDemo(h.db);
        expect((await seedDemoHistory(h.db, now)).created).toBe(true);
        expect(await ledgerMismatches(h.db)).toEqual([]);
        expect(await lotMismatches(h.db)).toEqual([]);
        const [late] = await queryRows<{ future: number; early: number; held: number; disputes: number }>(
          h.db,
          sql`select
              (select count(*)::int from (
                 select created_at from invoices union all select created_at from invoice_payments
                 union all select created_at from audit_log union all select created_at from stock_movements
                 union all select created_at from transaction_orders) a
               where created_at > ${now.toISOString()}::timestamptz) as future,
              (select count(*)::int from invoice_payments p join invoices i on i.id = p.invoice_id
               where p.created_at < i.created_at) as early,
              (select count(*)::int from transaction_orders where status = 'ditahan') as held,
              (select count(*)::int from delivery_disputes) as disputes`,
        );
        expect(late).toEqual({ future: 0, early: 0, held: expect.any(Number), disputes: 1 });
        expect(late.held).toBeGreaterThan(0);
      } finally {
        await h.close();
      }
    },
    120_000,
  );
});
