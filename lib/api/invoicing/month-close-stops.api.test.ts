import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused } from '../../testing/api';
import { insertProduct } from '../../testing/fixtures';
import { productPrices } from '../db/schema/catalog';
import { invoices } from '../db/schema/invoices';
import { transactionOrders } from '../db/schema/orders';
import { outlets } from '../db/schema/outlets';
import { day } from '../../testing/days';

/** Issue 11: a month close that fails part-way says how far it got, and a rerun finishes the month. */
const tomorrow = day(1);
const periode = tomorrow.slice(0, 7);

const { h } = withTestApi();

describe('a month close that stops part-way', () => {
  it('answers which outlet failed and how many were done; running it again finishes the month', async () => {
    const finance = await h.as('admin');
    const partners = await h.asEach('merchant', 'merchant', 'merchant');
    const bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', stock: 1000 });
    const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
    await h.db
      .insert(productPrices)
      .values(tiers.map(({ g }) => ({ productId: bread, branchGroupId: g!, price: 1000 })));
    const outletIds: number[] = [];
    for (const partner of partners) {
      const res = await partner.call('POST', '/transaction/order/store', {
        deliveryDate: tomorrow,
        items: [{ productId: bread, qty: 3 }],
      });
      const id = expectOk(res).transactionOrderId as number;
      expectOk(await finance.call('POST', `/transaction/order/confirm/${id}`));
      const [order] = await h.db.select().from(transactionOrders).where(eq(transactionOrders.id, id));
      outletIds.push(order.outletId);
    }
    const sorted = [...outletIds].sort((a, b) => a - b);
    const broken = sorted[1];
    // The second outlet's invoice cannot be written (a fault injected in the database itself).
    await h.db.execute(
      sql.raw(`create function rp_fail_invoice() returns trigger language plpgsql as $$
        begin if new.outlet_id = ${broken} then raise exception 'disk rusak'; end if; return new; end $$`),
    );
    await h.db.execute(
      sql.raw(
        `create trigger rp_fail_invoice before insert on invoices for each row execute function rp_fail_invoice();`,
      ),
    );
    const stopped = await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`));
    const [brokenOutlet] = (await h.db.select().from(outlets)).filter((o) => o.id === broken);
    expect(expectRefused(stopped, 503, t.invoice.closeStopped(1, 3, brokenOutlet.title))).toMatchObject({
      outlet: brokenOutlet.title,
      done: '1',
      total: '3',
      invoiced: '1',
    });
    expect(await h.db.select().from(invoices)).toHaveLength(1); // the first outlet's invoice stays

    await h.db.execute(sql.raw('drop trigger rp_fail_invoice on invoices'));
    const rerun = await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`));
    expect(expectOk(rerun)).toEqual({ created: 2, updated: 0 });

    const all = await h.db.select().from(invoices);
    expect(new Set(all.map((i) => i.outletId))).toEqual(new Set(outletIds));
  });
});
