import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { branchGroups } from '../db/schema/outlets';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInWib } from '../../i18n/format';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused } from '../../testing/api';
import { insertProduct, outletsOf } from '../../testing/fixtures';
import { day } from '../../testing/days';

let bread: string;

const { h, owner, finance, partner } = withTestApi({ owner: 'owner', finance: 'admin', partner: 'merchant' });
beforeAll(async () => {
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Audit' });
});

describe('the audit trail (DOMAIN 20)', () => {
  it('records a tier price change with who, role and the Indonesian line; finance reads money, not accounts', async () => {
    const { tier } = await outletsOf(h.db, partner.userId);
    await h.db.execute(
      (await import('drizzle-orm'))
        .sql`insert into product_prices (product_id, branch_group_id, price) values (${bread}, ${tier}, 16000)`,
    );
    const bulk = await owner.call('POST', `/branch-group/bulk-price/${tier}`, {
      mode: 'amount',
      value: 1000,
      productIds: [bread],
      apply: true,
    });
    expectOk(bulk);
    const list = await finance.call('GET', `/audit?entity=branch_group&entityId=${tier}`);
    const [row] = expectOk(list).items;
    expect(row).toMatchObject({
      actorId: owner.userId,
      actorRole: 'Owner',
      entityLabel: t.audit.entities.branch_group,
    });
    expect(row.lines).toEqual([t.audit.change(t.audit.priceOf('Roti Audit'), 'Rp16.000', 'Rp17.000')]);
    // The product's Riwayat shows the same change as its own, named by the tier.
    const tierName = (await h.db.select().from(branchGroups).where(eq(branchGroups.id, tier)))[0].name;
    const ofProduct = expectOk(await finance.call('GET', `/audit?entity=product&entityId=${bread}`)).items;
    expect(ofProduct.map((r: { entityLabel: string; lines: string[] }) => [r.entityLabel, r.lines])).toEqual([
      [t.audit.entities.product, [t.audit.change(t.audit.priceOf(tierName), 'Rp16.000', 'Rp17.000')]],
    ]);

    // An account made by the owner is the owner's record only.
    const made = await owner.call('POST', '/user/store', {
      name: 'Kurir Audit',
      username: `kurir-audit-${Date.now()}`,
      roleId: 5,
      email: '',
      phoneNumber: '',
    });
    expectOk(made);
    expect(expectOk(await owner.call('GET', '/audit?entity=user')).items.length).toBeGreaterThan(0);
    expect(expectOk(await finance.call('GET', '/audit?entity=user')).items).toEqual([]);
  });

  it("dates a change by the API's clock: a range finds it on the day it was made", async () => {
    const { tier } = await outletsOf(h.db, partner.userId);
    const ahead = day(3);
    await h.later(3, async () =>
      expectOk(
        await owner.call('POST', `/branch-group/bulk-price/${tier}`, {
          mode: 'amount',
          value: 500,
          productIds: [bread],
          apply: true,
        }),
      ),
    );
    const onTheDay = expectOk(
      await finance.call('GET', `/audit?entity=branch_group&entityId=${tier}&from=${ahead}&to=${ahead}`),
    );
    expect(onTheDay.items).toHaveLength(1);
    expect(todayInWib(new Date(onTheDay.items[0].at))).toBe(ahead);
    const today = todayInWib();
    const before = expectOk(
      await finance.call('GET', `/audit?entity=branch_group&entityId=${tier}&from=${today}&to=${today}`),
    );
    expect(before.items.map((r: { id: number }) => r.id)).not.toContain(onTheDay.items[0].id);
  });

  it('is read by the owner and finance only', async () => {
    expectRefused(await partner.call('GET', '/audit'), 403);
    const viewer = await h.as('viewer');
    expectRefused(await viewer.call('GET', '/audit'), 403);
    expectRefused(await viewer.call('GET', '/print/export-audit?from=2026-01-01&to=2026-01-31'), 403);
  });

  it('exports a range as xlsx with one row per change, and refuses a missing or too long range', async () => {
    const today = todayInWib();
    const res = await h.caller(owner.token)('GET', `/print/export-audit?from=${today}&to=${today}`);
    expectOk(res);
    expect(res.headers.get('content-disposition')).toContain(t.audit.filename(today, today));
    const raw = await fetchBytes(owner.token, `/print/export-audit?from=${today}&to=${today}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw as never);
    const sheet = workbook.getWorksheet(t.audit.sheetName)!;
    const texts = sheet.getColumn(6).values.map(String);
    expect(texts.some((v) => v.includes(t.audit.change(t.audit.priceOf('Roti Audit'), 'Rp16.000', 'Rp17.000')))).toBe(
      true,
    );

    // The screen's filter goes with the file: only the records of that kind.
    const filtered = new ExcelJS.Workbook();
    await filtered.xlsx.load(
      (await fetchBytes(owner.token, `/print/export-audit?from=${today}&to=${today}&entity=branch_group`)) as never,
    );
    const records = filtered.getWorksheet(t.audit.sheetName)!.getColumn(4).values.slice(3).map(String);
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((r) => !r.startsWith(t.audit.entities.branch_group))).toEqual([]);
    expect(records.length).toBeLessThan(sheet.getColumn(4).values.length - 3);

    const missing = await owner.call('GET', '/print/export-audit');
    expectRefused(missing, 422, t.audit.rangeRequired);
    const long = await owner.call('GET', '/print/export-audit?from=2026-01-01&to=2026-06-01');
    expectRefused(long, 422, t.audit.rangeInvalid);
  });
});

/** The raw bytes of a print download, as the BFF receives them. */
async function fetchBytes(token: string, path: string): Promise<Buffer> {
  const res = await h.print.request(
    path,
    { headers: { authorization: `Bearer ${token}` } },
    { clientAddress: '127.0.0.1' },
  );
  return Buffer.from(await res.arrayBuffer());
}
