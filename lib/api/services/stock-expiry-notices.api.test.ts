import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi } from '../../testing/api';
import { wibAt } from '../../testing/days';
import { insertProduct } from '../../testing/fixtures';
import { ManualClock } from '../clock';
import { notifications } from '../db/schema/notifications';
import { stockLots } from '../db/schema/stock';
import { JOBS } from '../jobs';
import { runDueJobs } from '../jobs/runner';

/** Monday 3 May 2027 on an injected clock; the job runs as the timer would, hour by hour. */
const clock = new ManualClock(wibAt('2027-05-03', '07:00'));

let bread: string;

const told = (userId: number) =>
  h.db
    .select({ message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'stock_expiring')));

const { h, warehouse, merchant } = withTestApi({ warehouse: 'warehouse', merchant: 'merchant' }, { clock });
beforeAll(async () => {
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Sisir' });
  await h.db.insert(stockLots).values([
    // Good before 6 May: "segera" from 4 May (two days ahead), told once.
    { productId: bread, productionDate: '2027-05-03', expiresOn: '2027-05-06', qty: 12 },
    { productId: bread, productionDate: '2027-05-03', expiresOn: '2027-05-06', qty: 8 },
    // Already expired: that is the write-off's business, not a warning.
    { productId: bread, productionDate: '2027-04-28', expiresOn: '2027-05-02', qty: 5 },
    // Used up: nothing to warn about.
    { productId: bread, productionDate: '2027-05-02', expiresOn: '2027-05-05', qty: 0 },
  ]);
});

describe('expiring stock notifications (DOMAIN 15, 19)', () => {
  it('tells the warehouse once per product and expiry day, over days of hourly runs', async () => {
    for (const day of ['2027-05-03', '2027-05-04', '2027-05-05', '2027-05-06', '2027-05-07'])
      for (const time of ['07:00', '08:00', '19:00']) await runDueJobs(h.db, JOBS, wibAt(day, time));
    expect(await told(warehouse.userId)).toEqual([
      {
        message: t.notification.stockExpiring('Roti Sisir', '20', 'pcs', '5 Mei 2027'),
        link: `/inventory/${bread}`,
      },
    ]);
    expect(await told(merchant.userId)).toEqual([]);
  });
});
