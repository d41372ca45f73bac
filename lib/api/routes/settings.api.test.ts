import { extractText, getDocumentProxy } from 'unpdf';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused } from '../../testing/api';
import { insertProduct, auditRows } from '../../testing/fixtures';
import { productPrices } from '../db/schema/catalog';
import { outlets } from '../db/schema/outlets';

/** Issue 12: the bakery's identity is set in the app and every invoice carries it. */
const { h } = withTestApi();

const identity = {
  name: 'PT Roti Pusat Nusantara',
  address: 'Jl. Sukajadi No. 5, Bandung',
  phone: '022-1234567',
  npwp: '01.234.567.8-901.000',
  isPkp: true,
  bankName: 'BCA',
  bankAccountNumber: '123 456 7890',
  bankAccountName: 'PT Roti Pusat Nusantara',
  invoiceFooter: 'Terima kasih.',
  taxPercent: '11',
};

describe('company settings', () => {
  it('starts from the environment defaults, is saved by finance as typed, and read by every role', async () => {
    const finance = await h.as('admin');
    const before = await finance.call('GET', '/settings/company');
    expect(expectOk(before)).toMatchObject({ name: t.app.name, saved: false });

    const res = await finance.call('PUT', '/settings/company/update', identity);
    expect(expectOk(res, t.company.saved)).toMatchObject({
      ...identity,
      phone: '0221234567',
      bankAccountNumber: '123 456 7890', // kept as typed
      npwp: '01.234.567.8-901.000',
      taxPercent: 11,
      saved: true,
    });
    const audit = await auditRows(h.db, { entity: 'company-settings' });
    expect(audit).toHaveLength(1);
    expect(audit[0].diff?.map((d) => d.field)).toContain('bankAccountNumber');

    for (const role of ['viewer', 'merchant', 'delivery', 'warehouse'] as const) {
      const who = await h.as(role);
      const read = await who.call('GET', '/settings/company');
      expect(read.status, role).toBe(200);
      expect(read.body.data.bankAccountNumber).toBe('123 456 7890');
      const write = await who.call('PUT', '/settings/company/update', identity);
      expect(write.status, role).toBe(403);
    }
    expectRefused(await h.anonymous('GET', '/settings/company'), 401);
  });

  it('refuses a bad NPWP, account number, tax or a PKP without NPWP, field by field, and changes nothing', async () => {
    const owner = await h.as('owner');
    const before = expectOk(await owner.call('GET', '/settings/company'));
    const res = await owner.call('PUT', '/settings/company/update', {
      ...identity,
      name: '',
      npwp: '12.345',
      bankAccountNumber: 'rek-abc',
      taxPercent: '2,555',
    });
    expect(expectRefused(res, 422)).toMatchObject({
      name: t.validation.required,
      npwp: t.company.npwpInvalid,
      bankAccountNumber: t.company.accountNumberInvalid,
      taxPercent: t.company.taxPercentInvalid,
    });
    const pkp = await owner.call('PUT', '/settings/company/update', { ...identity, npwp: '' });
    expect(expectRefused(pkp, 422)).toMatchObject({ npwp: t.company.pkpNeedsNpwp });
    expect(expectOk(await owner.call('GET', '/settings/company'))).toEqual(before);
  });

  it("prints the identity on one invoice's PDF, for finance and for its own partner only", async () => {
    const finance = await h.as('admin');
    await finance.call('PUT', '/settings/company/update', identity);
    const [partner, stranger] = await h.asEach('merchant', 'merchant');
    const bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', stock: 1000 });
    const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
    await h.db
      .insert(productPrices)
      .values(tiers.map(({ g }) => ({ productId: bread, branchGroupId: g!, price: 1000 })))
      .onConflictDoNothing();
    const [outlet] = (await h.db.select().from(outlets).where(eq(outlets.ownerId, partner.userId))).sort(
      (a, b) => a.id - b.id,
    );
    const inv = await finance.call('POST', '/transaction/store', {
      branchId: outlet.id,
      items: [{ productId: bread, qty: 3, price: 1000 }],
    });
    expectOk(inv);
    const id = (inv.body.data.transactionId ?? inv.body.data.id) as number;

    for (const who of [finance, partner]) {
      const res = await h.print.request(`/print/export-invoice?transactionId=${id}`, {
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/filename="INV-.*\.pdf"/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const text = (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
      for (const expected of ['PT Roti Pusat Nusantara', 'NPWP 01.234.567.8-901.000', 'No. Rekening: 123 456 7890'])
        expect(text).toContain(expected);
    }
    const other = await h.print.request(`/print/export-invoice?transactionId=${id}`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(other.status).toBe(404);
  });
});
