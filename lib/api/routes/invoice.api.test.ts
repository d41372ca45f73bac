import { addMonths, format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { formatRupiah, todayInWib } from '../../i18n/format';
import { withTestApi, expectOk, expectRefused, type SignedIn } from '../../testing/api';
import { onPostgres } from '../../testing/test-db';
import { shiftDate } from '../../iso-dates';
import { auditRows, insertDeliveryProof, insertProduct, placeConfirmedOrder } from '../../testing/fixtures';
import { productPrices, products } from '../db/schema/catalog';
import { files } from '../db/schema/files';
import { invoices } from '../db/schema/invoices';
import { transactionOrders } from '../db/schema/orders';
import { outlets } from '../db/schema/outlets';
import { day } from '../../testing/days';

let bread: string;

const tomorrow = day(1);
const periode = tomorrow.slice(0, 7);

/** A confirmed order of `qty` breads for one of the partner's outlets, delivered tomorrow. */
const confirmedOrder = (partner: SignedIn, qty: number, outletIndex = 0) =>
  placeConfirmedOrder(h, finance, partner, { productId: bread, qty, deliveryDate: tomorrow, outletIndex });

/** A confirmed order billed by the month close two days on: the order and its invoice. */
async function invoicedOrder(partner: SignedIn, qty: number, outletIndex: number) {
  const order = await confirmedOrder(partner, qty, outletIndex);
  await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`));
  const [{ invoiceId }] = await h.db
    .select({ invoiceId: transactionOrders.invoiceId })
    .from(transactionOrders)
    .where(eq(transactionOrders.id, order.id));
  return { order, invoiceId: invoiceId! };
}

async function receipt(name: string, uploadedBy: number) {
  await h.db
    .insert(files)
    .values({ filename: name, path: 'uploads/2026/11', contentType: 'image/png', size: 10, uploadedBy });
  return name;
}

const { h, partnerA, partnerB, finance, owner } = withTestApi({
  partnerA: 'merchant',
  partnerB: 'merchant',
  finance: 'admin',
  owner: 'owner',
});
beforeAll(async () => {
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', stock: 10_000 });
  const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
  await h.db.insert(productPrices).values(tiers.map(({ g }) => ({ productId: bread, branchGroupId: g!, price: 5000 })));
});

describe('month close', () => {
  it('makes one invoice per outlet from its confirmed orders; running it again makes none', async () => {
    await confirmedOrder(partnerA, 10);
    await confirmedOrder(partnerA, 4);
    await confirmedOrder(partnerB, 2);
    const pending = expectOk(
      await partnerA.call('POST', '/transaction/order/store', {
        deliveryDate: tomorrow,
        items: [{ productId: bread, qty: 99 }],
      }),
    );

    const res = await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`));
    expect(expectOk(res)).toEqual({ created: 2, updated: 0 });
    expect(res.body.message).toContain('Invoice berhasil diterbitkan.');
    // A client that sends an empty JSON body with the month close is not asked for a manual invoice's fields.
    const again = await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`, {}));
    expect(expectOk(again, t.invoice.generatedNone)).toEqual({ created: 0, updated: 0 });

    const mine = expectOk(await partnerA.call('GET', `/transaction?periode=${periode}`));
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      total: 70_000,
      orderCount: 2,
      status: 'belum_bayar',
      statusLabel: 'Belum Bayar',
    });
    expect(mine.items[0].number).toMatch(/^INV\/\d{4}\/\d{2}\/\d{4}$/);
    const [stillPending] = await h.db
      .select()
      .from(transactionOrders)
      .where(eq(transactionOrders.id, pending.transactionOrderId));
    expect(stillPending.invoiceId).toBeNull();
  });

  it("adds later orders to the outlet's unpaid invoice of the period", async () => {
    const before = expectOk(await partnerB.call('GET', `/transaction?periode=${periode}`)).items[0];
    await confirmedOrder(partnerB, 3);
    const res = await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`));
    expect(res.body.data).toEqual({ created: 0, updated: 1 });
    const after = expectOk(await partnerB.call('GET', `/transaction/show/${before.transactionId}`));
    expect(after.total).toBe(25_000);
    expect(after.orders).toHaveLength(2);
    expect(after.items).toEqual([expect.objectContaining({ productId: bread, qty: 5, subtotal: 25_000 })]);
  });

  it('bills only what was delivered: dates before today, and today only what the outlet signed for (WIB, the API clock)', async () => {
    const partner = await h.as('merchant');
    const [outlet] = await h.db.select().from(outlets).where(eq(outlets.ownerId, partner.userId));
    await h.db
      .insert(productPrices)
      .values({ productId: bread, branchGroupId: outlet.branchGroupId!, price: 5000 })
      .onConflictDoNothing();
    const order = await confirmedOrder(partner, 6);
    const mine = async () => expectOk(await partner.call('GET', `/transaction?periode=${periode}`)).items;
    // Today the order is not delivered yet: closing the month leaves it for a later run.
    expectOk(await finance.call('POST', `/transaction/store?periode=${periode}`));
    expect(await mine()).toEqual([]);
    // A month wholly ahead has nothing delivered.
    const ahead = format(addMonths(parseISO(`${periode}-01`), 2), 'yyyy-MM');
    expect(expectOk(await finance.call('POST', `/transaction/store?periode=${ahead}`))).toEqual({
      created: 0,
      updated: 0,
    });
    // On the delivery day it is billed once the outlet signed for it: until then it may be on the van.
    await h.later(1, () => finance.call('POST', `/transaction/store?periode=${periode}`));
    expect(await mine()).toEqual([]);
    await insertDeliveryProof(h.db, order.id);
    await h.later(1, () => finance.call('POST', `/transaction/store?periode=${periode}`));
    const [invoice] = await mine();
    expect(invoice).toMatchObject({ total: 30_000, orderCount: 1 });
    const [billed] = await h.db.select().from(transactionOrders).where(eq(transactionOrders.id, order.id));
    expect(billed.invoiceId).toBe(invoice.transactionId);
  });

  it('refuses a malformed period in Indonesian', async () => {
    const res = await finance.call('POST', '/transaction/store?periode=2026-13');
    expect(expectRefused(res, 422)).toMatchObject({ periode: t.invoice.periodeInvalid });
  });
});

describe('discounts, tax, payments', () => {
  it('adjusts discount and tax with a note, recomputing the total', async () => {
    const inv = expectOk(await partnerA.call('GET', `/transaction?periode=${periode}`)).items[0];
    const res = await finance.call('POST', '/transaction/adjustment-invoice', {
      transactionId: inv.transactionId,
      discount: '10',
      discountType: 'persen',
      taxAmount: '11',
      taxType: 'persen',
      adjustmentNote: 'Diskon mitra lama',
    });
    // 70.000 - 10% = 63.000; + 11% = 6.930 -> 69.930
    expect(expectOk(res)).toMatchObject({
      subtotal: 70_000,
      discountAmount: 7_000,
      taxValue: 6_930,
      total: 69_930,
      adjustmentNote: 'Diskon mitra lama',
    });
    // The audit keeps each money field's old and new value, and the total it made (DOMAIN 20).
    const [audited] = await auditRows(h.db, {
      entity: 'invoice',
      entityId: String(inv.transactionId),
      action: 'adjust',
    });
    expect(audited.diff).toEqual([
      { field: 'discount', old: 0, new: 10 },
      { field: 'discountType', old: 'nominal', new: 'persen' },
      { field: 'taxAmount', old: 0, new: 11 },
      { field: 'total', old: 70_000, new: 69_930 },
    ]);
    // The invoice was made two days ahead on the API's clock (the month close): the trail is by that
    // clock, so the adjustment is found by its action, not by being the newest row.
    const trail = expectOk(await finance.call('GET', `/audit?entity=invoice&entityId=${inv.transactionId}`));
    const adjusted = trail.items.find((row: { action: string }) => row.action === 'adjust');
    expect(adjusted.lines).toContain(
      t.audit.change(t.audit.fields.discountType, t.invoice.amountTypes.nominal, t.invoice.amountTypes.persen),
    );
    const noNote = await finance.call('POST', '/transaction/adjustment-invoice', {
      transactionId: inv.transactionId,
      discount: 0,
      discountType: 'nominal',
      taxAmount: 0,
      taxType: 'persen',
      adjustmentNote: '',
    });
    expect(expectRefused(noNote, 422)).toMatchObject({ adjustmentNote: t.invoice.adjustmentNoteRequired });
  });

  it('refuses a nominal discount above the subtotal on its field, and changes nothing', async () => {
    const { invoiceId } = await invoicedOrder(partnerB, 3, 1);
    const before = expectOk(await finance.call('GET', `/transaction/show/${invoiceId}`));
    const res = await finance.call('POST', '/transaction/adjustment-invoice', {
      transactionId: invoiceId,
      discount: before.subtotal + 1,
      discountType: 'nominal',
      taxAmount: 0,
      taxType: 'persen',
      adjustmentNote: 'Salah ketik',
    });
    const message = t.invoice.discountOverSubtotal(formatRupiah(before.subtotal));
    expect(expectRefused(res, 422)).toEqual({ discount: message });
    expect(expectOk(await finance.call('GET', `/transaction/show/${invoiceId}`))).toEqual(before);
    const exact = await finance.call('POST', '/transaction/adjustment-invoice', {
      transactionId: invoiceId,
      discount: before.subtotal,
      discountType: 'nominal',
      taxAmount: 0,
      taxType: 'persen',
      adjustmentNote: 'Gratis sekali ini',
    });
    expectOk(exact);
  });

  it('follows an order adjustment while unpaid, and refuses one once paid', async () => {
    const { order, invoiceId } = await invoicedOrder(partnerA, 6, 1);
    const before = expectOk(await finance.call('GET', `/transaction/show/${invoiceId}`)).total;
    const adj = await finance.call('POST', `/transaction/order/store-adjustment/${order.id}`, {
      adjustmentNotes: '1 pcs rusak',
      items: [{ productId: bread, qty: 5 }],
    });
    expectOk(adj);
    expect(expectOk(await finance.call('GET', `/transaction/show/${invoiceId}`)).total).toBe(before - 5000);

    const name = await receipt('a'.repeat(32) + '.png', partnerA.userId);
    // A transfer is proved after it is made: tomorrow's date is refused on its field, nothing moves.
    const ahead = await partnerA.call('POST', `/transaction/confirm-payment/${invoiceId}`, {
      paymentDate: shiftDate(todayInWib(), 1),
      paymentReceipt: name,
      paymentMethod: 'transfer',
    });
    expect(expectRefused(ahead, 422)).toEqual({ paymentDate: t.invoice.paymentDateAhead });
    const sent = expectOk(
      await partnerA.call('POST', `/transaction/confirm-payment/${invoiceId}`, {
        paymentDate: todayInWib(),
        paymentReceipt: name,
        paymentMethod: 'transfer',
      }),
    );
    expect(sent).toMatchObject({ status: 'proses', statusLabel: 'Proses', paymentMethod: 'transfer' });
    // While finance has not decided on the payment, the invoice cannot be adjusted.
    const pending = await finance.call('POST', '/transaction/adjustment-invoice', {
      transactionId: invoiceId,
      discount: 1000,
      discountType: 'nominal',
      taxAmount: 0,
      taxType: 'persen',
      adjustmentNote: 'Potongan',
    });
    expectRefused(pending, 409, t.invoice.adjustWhilePending);
    const orderWhilePending = await finance.call('POST', `/transaction/order/store-adjustment/${order.id}`, {
      adjustmentNotes: '1 pcs rusak',
      items: [{ productId: bread, qty: 4 }],
    });
    expectRefused(orderWhilePending, 409, t.invoice.adjustWhilePending);
    expect(expectOk(await finance.call('GET', `/transaction/order/show/${order.id}`)).invoiceStatus).toBe('proses');
    expect(sent.paymentReceipt.url).toBe(`/bff/files/uploads/2026/11/${name}`);
    expectRefused(await partnerA.call('POST', `/transaction/accept-payment/${invoiceId}`, { notes: '' }), 403);
    const accepted = await finance.call('POST', `/transaction/accept-payment/${invoiceId}`, {
      notes: 'Transfer BCA masuk',
    });
    expect(expectOk(accepted, 'Pembayaran terkonfirmasi.')).toMatchObject({ status: 'lunas', isAccepted: false });

    const refused = await finance.call('POST', `/transaction/order/store-adjustment/${order.id}`, {
      adjustmentNotes: 'lagi',
      items: [{ productId: bread, qty: 4 }],
    });
    expectRefused(refused, 409, t.order.paidCannotAdjust);
    expectRefused(
      await finance.call('POST', '/transaction/adjustment-invoice', {
        transactionId: invoiceId,
        discount: 0,
        discountType: 'nominal',
        taxAmount: 0,
        taxType: 'persen',
        adjustmentNote: 'x',
      }),
      409,
    );
    expectRefused(await finance.call('POST', `/transaction/accept-payment/${invoiceId}`, {}), 409);
  });

  it('refuses an order adjustment that would take a partly paid invoice below what was paid', async () => {
    const { order, invoiceId } = await invoicedOrder(partnerA, 6, 1);
    const before = expectOk(await finance.call('GET', `/transaction/show/${invoiceId}`));
    const paid = before.total - 5000; // all but one bread
    expectOk(
      await finance.call('POST', `/transaction/accept-payment/${invoiceId}`, { amount: String(paid), notes: '' }),
    );
    const res = await finance.call('POST', `/transaction/order/store-adjustment/${order.id}`, {
      adjustmentNotes: '2 pcs rusak',
      items: [{ productId: bread, qty: 4 }],
    });
    expect(expectRefused(res, 422)).toEqual({ items: t.invoice.totalBelowPaid(formatRupiah(paid)) });
    expect(expectOk(await finance.call('GET', `/transaction/show/${invoiceId}`))).toMatchObject({
      total: before.total,
      remaining: 5000,
      status: 'belum_bayar',
    });
    expect(expectOk(await finance.call('GET', `/transaction/order/show/${order.id}`)).items[0].qty).toBe(6);
  });

  it("takes only the partner's own receipt, not one already on another document (issue 11)", async () => {
    const first = await confirmedOrder(partnerA, 2, 0);
    await h.later(2, () => finance.call('POST', `/transaction/store?periode=${periode}`));
    const [{ invoiceId }] = await h.db
      .select({ invoiceId: transactionOrders.invoiceId })
      .from(transactionOrders)
      .where(eq(transactionOrders.id, first.id));
    const manual = await finance.call('POST', '/transaction/store', {
      branchId: first.outletId,
      items: [{ productId: bread, qty: 1, price: 5000 }],
    });
    const otherInvoice = manual.body.data.transactionId as number;
    const pay = (id: number, file: string) =>
      partnerA.call('POST', `/transaction/confirm-payment/${id}`, {
        paymentDate: todayInWib(),
        paymentReceipt: file,
        paymentMethod: 'transfer',
      });
    const strangers = [
      await receipt('b'.repeat(32) + '.png', partnerB.userId), // another partner's
      await receipt('c'.repeat(32) + '.png', owner.userId), // a staff picture
    ];
    for (const file of strangers) {
      const res = await pay(invoiceId!, file);
      expect(res.status, file).toBe(422);
      expect(res.body.error).toMatchObject({ paymentReceipt: t.invoice.receiptNotFound });
    }
    const mine = await receipt('d'.repeat(32) + '.png', partnerA.userId);
    expectOk(await pay(invoiceId!, mine));
    // The same receipt for a second invoice: refused, the first keeps it.
    const again = await pay(otherInvoice, mine);
    expect(expectRefused(again, 422)).toMatchObject({ paymentReceipt: t.invoice.receiptNotFound });
  });

  it('needs an uploaded receipt and keeps partners to their own invoices', async () => {
    const inv = expectOk(await partnerB.call('GET', `/transaction?periode=${periode}`)).items[0];
    const missing = await partnerB.call('POST', `/transaction/confirm-payment/${inv.transactionId}`, {
      paymentDate: todayInWib(),
      paymentReceipt: 'tidak-ada.png',
    });
    expect(expectRefused(missing, 422)).toMatchObject({ paymentReceipt: t.invoice.receiptNotFound });
    for (const [method, path, body] of [
      ['GET', `/transaction/show/${inv.transactionId}`, undefined],
      [
        'POST',
        `/transaction/confirm-payment/${inv.transactionId}`,
        { paymentDate: todayInWib(), paymentReceipt: 'x.png' },
      ],
    ] as const) {
      const res = await partnerA.call(method, path, body);
      expectRefused(res, 404);
      expect(JSON.stringify(res.body)).not.toContain(inv.number);
    }
    expectRefused(await h.later(2, () => partnerA.call('POST', `/transaction/store?periode=${periode}`)), 403);
  });

  it('creates a manual invoice with lines that need qty and price', async () => {
    const [outlet] = await h.db.select().from(outlets).where(eq(outlets.ownerId, partnerB.userId));
    const empty = await owner.call('POST', '/transaction/store', { branchId: outlet.id, items: [] });
    expect(expectRefused(empty, 422)).toMatchObject({ items: t.invoice.noLines });
    const noQty = await owner.call('POST', '/transaction/store', {
      branchId: outlet.id,
      items: [{ productId: bread, qty: '', price: 1000 }],
    });
    expectRefused(noQty, 422);

    const res = expectOk(
      await owner.call('POST', '/transaction/store', {
        branchId: outlet.id,
        items: [{ productId: bread, qty: '3', price: 'Rp 4.000' }],
      }),
    );
    expect(res).toMatchObject({
      periode: null,
      total: 12_000,
      items: [expect.objectContaining({ qty: 3, price: 4000 })],
    });
    expect((await h.db.select().from(products).where(eq(products.id, bread)))[0].stock).toBeLessThan(10_000); // manual invoices do not touch stock; orders did
  });

  it('refuses a manual invoice listing one product twice, naming it, and creates nothing', async () => {
    const [outlet] = await h.db.select().from(outlets).where(eq(outlets.ownerId, partnerB.userId));
    const [{ title }] = await h.db.select({ title: products.title }).from(products).where(eq(products.id, bread));
    const before = expectOk(await owner.call('GET', '/transaction?limit=1')).pagination.total;
    const res = await owner.call('POST', '/transaction/store', {
      branchId: outlet.id,
      items: [
        { productId: bread, qty: 1, price: 4000 },
        { productId: bread, qty: 2, price: 3000 },
      ],
    });
    expect(expectRefused(res, 422)).toEqual({ 'items.1.productId': t.errors.duplicateLine(title) });
    expect(expectOk(await owner.call('GET', '/transaction?limit=1')).pagination.total).toBe(before);
  });
});

describe('concurrency (PostgreSQL only)', () => {
  it.runIf(onPostgres)(
    'two month closes at once make no duplicate and no gap in numbering (PostgreSQL only)',
    async () => {
      const extra = await Promise.all(Array.from({ length: 4 }, () => h.as('merchant')));
      for (const p of extra) {
        const [{ g }] = await h.db
          .select({ g: outlets.branchGroupId })
          .from(outlets)
          .where(eq(outlets.ownerId, p.userId))
          .limit(1);
        await h.db.insert(productPrices).values({ productId: bread, branchGroupId: g!, price: 5000 });
        await confirmedOrder(p, 1);
      }
      const before = await h.db.select({ number: invoices.number }).from(invoices);
      const [a, b] = await h.later(2, () =>
        Promise.all([
          finance.call('POST', `/transaction/store?periode=${periode}`),
          owner.call('POST', `/transaction/store?periode=${periode}`),
        ]),
      );
      expect(a.body.data.created + b.body.data.created).toBe(4);
      const all = await h.db
        .select({ number: invoices.number, outletId: invoices.outletId, periode: invoices.periode })
        .from(invoices);
      // The two closes made one invoice per outlet between them (earlier tests may have made a second
      // invoice of the period for an outlet whose first was already paid: that is by design).
      const made = all.filter((i) => i.periode === periode && !before.some((b) => b.number === i.number));
      expect(new Set(made.map((i) => i.outletId)).size).toBe(made.length);
      // Numbers run per month of issue (INV/YYYY/MM/NNNN): each month's are 1..n. The closes run two
      // days on, which near a month's end is the next month's sequence.
      const byMonth = new Map<string, number[]>();
      for (const i of all) {
        const month = i.number.slice(0, -4);
        byMonth.set(month, [...(byMonth.get(month) ?? []), Number(i.number.slice(-4))]);
      }
      for (const [month, seq] of byMonth)
        expect(
          seq.sort((x, y) => x - y),
          month,
        ).toEqual(Array.from({ length: seq.length }, (_, i) => i + 1));
      expect(all.length).toBe(before.length + 4);
    },
  );

  it.runIf(onPostgres)('a month close beside cancellations bills no cancelled order (PostgreSQL only)', async () => {
    const partner = await h.as('merchant');
    const [{ g }] = await h.db
      .select({ g: outlets.branchGroupId })
      .from(outlets)
      .where(eq(outlets.ownerId, partner.userId))
      .limit(1);
    await h.db.insert(productPrices).values({ productId: bread, branchGroupId: g!, price: 5000 });
    const orders: Awaited<ReturnType<typeof confirmedOrder>>[] = [];
    for (let i = 0; i < 8; i++) orders.push(await confirmedOrder(partner, 1 + i));
    await h.later(2, () =>
      Promise.all([
        finance.call('POST', `/transaction/store?periode=${periode}`),
        ...orders.map((o) => owner.call('POST', `/transaction/order/cancel/${o.id}`, { reason: 'Batal' })),
      ]),
    );
    const rows = await h.db
      .select({
        status: transactionOrders.status,
        invoiceId: transactionOrders.invoiceId,
        total: transactionOrders.total,
      })
      .from(transactionOrders)
      .where(eq(transactionOrders.outletId, orders[0].outletId));
    // Each order is either cancelled and on no invoice, or billed and not cancelled.
    expect(rows.filter((r) => r.status === 'dibatalkan' && r.invoiceId !== null)).toEqual([]);
    const billed = rows.filter((r) => r.invoiceId !== null);
    if (billed.length) {
      const [invoice] = await h.db.select().from(invoices).where(eq(invoices.id, billed[0].invoiceId!));
      expect(invoice.subtotal).toBe(billed.reduce((s, r) => s + r.total, 0));
    }
  });
});
