import { eq } from 'drizzle-orm';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { day } from '../../testing/days';

// A local server that answers as Midtrans Snap does; the real client talks real HTTP to it.
// lib/env.ts caches the environment, so the keys and URL are set before anything imports it.
const snap = await vi.hoisted(async () => {
  const http = await import('node:http');
  const requests: {
    auth: string | undefined;
    body: {
      transaction_details: { order_id: string; gross_amount: number };
      item_details: { price: number; quantity: number }[];
    };
  }[] = [];
  const server: Server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ auth: req.headers.authorization, body });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          token: `tok-${body.transaction_details.order_id}`,
          redirect_url: `https://pembayaran.contoh/snap/v2/vtweb/tok-${body.transaction_details.order_id}`,
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  vi.stubEnv('MIDTRANS_SERVER_KEY', 'SB-Mid-server-uji-rahasia');
  vi.stubEnv('MIDTRANS_SNAP_URL', `http://127.0.0.1:${port}/snap/v1/transactions`);
  return { server, requests };
});

const { t } = await import('../../i18n/id');
const { todayInWib } = await import('../../i18n/format');
const { withTestApi, expectOk, expectRefused } = await import('../../testing/api');
const { auditRows, insertProduct } = await import('../../testing/fixtures');
const { notifications } = await import('../db/schema/notifications');
const { productPrices } = await import('../db/schema/catalog');
const { invoices, paymentAttempts } = await import('../db/schema/invoices');
const { outlets } = await import('../db/schema/outlets');
const { users } = await import('../db/schema/accounts');
const { files } = await import('../db/schema/files');
const { notificationSignature } = await import('../payments/midtrans');
const { loadStatement } = await import('../services/statement');
const { actorOf } = await import('../services/acting');

let invoiceId: number;
const KEY = 'SB-Mid-server-uji-rahasia';
const tomorrow = day(1);

const { h, partner, finance } = withTestApi({ partner: 'merchant', finance: 'admin' });
beforeAll(async () => {
  const bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', stock: 100 });
  const [outlet] = await h.db.select().from(outlets).where(eq(outlets.ownerId, partner.userId)).limit(1);
  await h.db.insert(productPrices).values({ productId: bread, branchGroupId: outlet.branchGroupId!, price: 7000 });
  const order = await partner.call('POST', '/transaction/order/store', {
    deliveryDate: tomorrow,
    items: [{ productId: bread, qty: 3 }],
  });
  await finance.call('POST', `/transaction/order/confirm/${order.body.data.transactionOrderId}`);
  await h.later(2, () => finance.call('POST', `/transaction/store?periode=${tomorrow.slice(0, 7)}`));
  invoiceId = expectOk(await partner.call('GET', '/transaction')).items[0].transactionId;
  // 10% off and 11% tax: the Snap items must still sum to the total.
  await finance.call('POST', '/transaction/adjustment-invoice', {
    transactionId: invoiceId,
    discount: '10',
    discountType: 'persen',
    taxAmount: '11',
    taxType: 'persen',
    adjustmentNote: 'uji',
  });
});
afterAll(async () => {
  snap.server.close();
});

function notification(orderId: string, status: string, gross: string, overrides: Record<string, string> = {}) {
  const statusCode = status === 'settlement' || status === 'capture' ? '200' : '201';
  return {
    order_id: orderId,
    status_code: statusCode,
    gross_amount: gross,
    transaction_status: status,
    transaction_id: `trx-${orderId}`,
    fraud_status: 'accept',
    signature_key: notificationSignature(orderId, statusCode, gross, KEY),
    ...overrides,
  };
}

const invoiceStatus = async () =>
  (await h.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId)))[0].status;

/** The invoice's first Snap attempt, with its amount as Midtrans writes it ("77000.00"). */
async function firstAttempt() {
  const [attempt] = await h.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoiceId)).limit(1);
  return { attempt, gross: `${attempt.grossAmount}.00` };
}

describe('Midtrans Snap', () => {
  it('creates a Snap transaction whose items sum to the invoice total, one order id per attempt', async () => {
    const first = await partner.call('POST', '/midtrans/store', { transactionId: invoiceId });
    expectOk(first);
    expect(first.body.data.redirect_url).toMatch(/^https:\/\/pembayaran\.contoh\//);
    const second = expectOk(await partner.call('POST', '/midtrans/store', { transactionId: invoiceId }));
    expect(second.orderId).not.toBe(first.body.data.orderId);

    const sent = snap.requests.at(-1)!;
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`);
    const total = (await h.db.select({ total: invoices.total }).from(invoices).where(eq(invoices.id, invoiceId)))[0]
      .total;
    expect(total).toBe(20_979); // 21.000 - 2.100 = 18.900; + 11% = 2.079
    expect(sent.body.transaction_details.gross_amount).toBe(total);
    expect(sent.body.item_details.reduce((s, i) => s + i.price * i.quantity, 0)).toBe(total);
  });

  it('keeps other partners away from the invoice', async () => {
    const stranger = await h.as('merchant');
    expectRefused(await stranger.call('POST', '/midtrans/store', { transactionId: invoiceId }), 404);
  });

  it('refuses a bad signature and a wrong amount, changing nothing', async () => {
    const { attempt, gross } = await firstAttempt();
    const forged = await h.anonymous(
      'POST',
      '/midtrans/notification',
      notification(attempt.orderId, 'settlement', gross, { signature_key: 'a'.repeat(128) }),
    );
    expectRefused(forged, 403);
    const cheaper = await h.anonymous(
      'POST',
      '/midtrans/notification',
      notification(attempt.orderId, 'settlement', '1000.00'),
    );
    expectRefused(cheaper, 422);
    expect(await invoiceStatus()).toBe('belum_bayar');
  });

  it('marks the invoice Lunas on settlement, once; replays and later statuses change nothing', async () => {
    const { attempt, gross } = await firstAttempt();
    const pending = await h.anonymous(
      'POST',
      '/midtrans/notification',
      notification(attempt.orderId, 'pending', gross),
    );
    expect(pending.body.data).toEqual({ applied: true });
    expect(await invoiceStatus()).toBe('belum_bayar');

    // Credit control (DOMAIN 19): with this invoice open, a new order breaks a Rp25.000 limit and is held.
    await h.db.update(users).set({ creditLimit: 25_000, creditMode: 'tahan' }).where(eq(users.id, partner.userId));
    const [line] = await h.db.select().from(productPrices).where(eq(productPrices.price, 7000)).limit(1);
    const held = await partner.call('POST', '/transaction/order/store', {
      deliveryDate: tomorrow,
      items: [{ productId: line.productId, qty: 1 }],
    });
    expect(held.body.data.status).toBe('ditahan');

    // Settled three days on, by the API's clock: the invoice is paid on that day, and audited then.
    const settled = await h.later(3, () =>
      h.anonymous('POST', '/midtrans/notification', notification(attempt.orderId, 'settlement', gross)),
    );
    expectOk(settled);
    expect(await invoiceStatus()).toBe('lunas');
    const [paid] = await h.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(paid.paymentDate).toBe(day(3));
    expect(todayInWib(paid.paidAt!)).toBe(day(3));
    const [audited] = await auditRows(h.db, { entity: 'invoice', entityId: String(invoiceId), action: 'paid-online' });
    expect(todayInWib(audited.createdAt)).toBe(day(3));
    // The signed settlement paid it: the held order went through by itself.
    const released = expectOk(
      await partner.call('GET', `/transaction/order/show/${held.body.data.transactionOrderId}`),
    );
    expect(released.status).toBe('pending');
    const replay = await h.anonymous(
      'POST',
      '/midtrans/notification',
      notification(attempt.orderId, 'settlement', gross),
    );
    expect(replay.body.data).toEqual({ applied: false });
    // A card's capture reported besides the settlement is the same money: nothing to refund.
    expectOk(await h.anonymous('POST', '/midtrans/notification', notification(attempt.orderId, 'capture', gross)));
    expect(
      await auditRows(h.db, { entity: 'invoice', entityId: String(invoiceId), action: 'paid-online-unapplied' }),
    ).toEqual([]);

    const late = await h.anonymous('POST', '/midtrans/notification', notification(attempt.orderId, 'expire', gross));
    expectOk(late);
    expect(await invoiceStatus()).toBe('lunas');
    const shown = expectOk(await partner.call('GET', `/transaction/show/${invoiceId}`));
    expect(shown).toMatchObject({ status: 'lunas', paymentMethod: 'midtrans', isAccepted: false });
    expectRefused(
      await partner.call('POST', '/midtrans/store', { transactionId: invoiceId }),
      409,
      t.invoice.alreadyPaid,
    );
  });

  it('charges only what is left of a partly paid invoice, and settles it (issue 17)', async () => {
    const [outlet] = await h.db.select().from(outlets).where(eq(outlets.ownerId, partner.userId)).limit(1);
    const [line] = await h.db.select().from(productPrices).where(eq(productPrices.price, 7000)).limit(1);
    const manual = expectOk(
      await finance.call('POST', '/transaction/store', {
        branchId: outlet.id,
        items: [{ productId: line.productId, qty: 10, price: 7000 }],
      }),
    );
    const id = manual.transactionId;
    await finance.call('POST', `/transaction/accept-payment/${id}`, { amount: 30_000 });
    const started = await partner.call('POST', '/midtrans/store', { transactionId: id });
    expectOk(started);
    const sent = snap.requests.at(-1)!;
    expect(sent.body.transaction_details.gross_amount).toBe(40_000);
    expect(sent.body.item_details.reduce((s, i) => s + i.price * i.quantity, 0)).toBe(40_000);
    const settled = await h.anonymous(
      'POST',
      '/midtrans/notification',
      notification(started.body.data.orderId, 'settlement', '40000.00'),
    );
    expectOk(settled);
    const shown = expectOk(await partner.call('GET', `/transaction/show/${id}`));
    expect(shown).toMatchObject({ status: 'lunas', paid: 70_000, remaining: 0 });
    expect(shown.payments.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([
      ['tunai', 30_000],
      ['midtrans', 40_000],
    ]);
  });

  it('a settlement for an invoice paid meanwhile is not applied, but kept in its history and told to finance', async () => {
    const [outlet] = await h.db.select().from(outlets).where(eq(outlets.ownerId, partner.userId)).limit(1);
    const [line] = await h.db.select().from(productPrices).where(eq(productPrices.price, 7000)).limit(1);
    const manual = expectOk(
      await finance.call('POST', '/transaction/store', {
        branchId: outlet.id,
        items: [{ productId: line.productId, qty: 1, price: 7000 }],
      }),
    );
    const id = manual.transactionId;
    const started = expectOk(await partner.call('POST', '/midtrans/store', { transactionId: id }));
    // Finance takes cash at the door before Midtrans reports the online payment.
    expectOk(await finance.call('POST', `/transaction/accept-payment/${id}`, { notes: 'Tunai' }));
    expectOk(
      await h.anonymous('POST', '/midtrans/notification', notification(started.orderId, 'settlement', '7000.00')),
    );
    const shown = expectOk(await finance.call('GET', `/transaction/show/${id}`));
    expect(shown).toMatchObject({ status: 'lunas', paid: 7000 });
    const [kept] = await auditRows(h.db, { entity: 'invoice', entityId: String(id), action: 'paid-online-unapplied' });
    expect(kept.changes).toMatchObject({ orderId: started.orderId, amount: 7000, remaining: 0 });
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, finance.userId));
    expect(told.map((n) => [n.message, n.link])).toContainEqual([
      t.invoice.onlineUnapplied(manual.number, 'Rp7.000', 'Rp0'),
      `/transaction/${id}`,
    ]);
  });

  it('a settlement that pays the invoice supersedes a transfer proof sent meanwhile (issue 17)', async () => {
    const [outlet] = await h.db.select().from(outlets).where(eq(outlets.ownerId, partner.userId)).limit(1);
    const [line] = await h.db.select().from(productPrices).where(eq(productPrices.price, 7000)).limit(1);
    const manual = expectOk(
      await finance.call('POST', '/transaction/store', {
        branchId: outlet.id,
        items: [{ productId: line.productId, qty: 2, price: 7000 }],
      }),
    );
    const id = manual.transactionId;
    const started = await partner.call('POST', '/midtrans/store', { transactionId: id });
    expectOk(started);
    // The partner also sends a transfer proof before the online payment settles.
    await h.db.insert(files).values({
      filename: 'bukti-ganda.png',
      path: 'uploads/2026/11',
      contentType: 'image/png',
      size: 10,
      uploadedBy: partner.userId,
    });
    const proof = expectOk(
      await partner.call('POST', `/transaction/confirm-payment/${id}`, {
        paymentDate: todayInWib(),
        paymentReceipt: 'bukti-ganda.png',
      }),
    );
    expect(proof.status).toBe('proses');
    await h.anonymous(
      'POST',
      '/midtrans/notification',
      notification(started.body.data.orderId, 'settlement', '14000.00'),
    );
    const shown = expectOk(await partner.call('GET', `/transaction/show/${id}`));
    expect(shown).toMatchObject({ status: 'lunas', paid: 14_000 });
    expect(shown.payments.map((p: { method: string; status: string }) => [p.method, p.status])).toEqual([
      ['transfer', 'ditolak'],
      ['midtrans', 'diterima'],
    ]);
    expect(shown.payments[0].rejection).toBe(t.invoice.supersededProof);
  });

  /** A manual invoice of `qty` x Rp7.000 for the partner's outlet and its Snap attempt. */
  async function payingOnline(qty: number) {
    const [outlet] = await h.db.select().from(outlets).where(eq(outlets.ownerId, partner.userId)).limit(1);
    const [line] = await h.db.select().from(productPrices).where(eq(productPrices.price, 7000)).limit(1);
    const manual = expectOk(
      await finance.call('POST', '/transaction/store', {
        branchId: outlet.id,
        items: [{ productId: line.productId, qty, price: 7000 }],
      }),
    );
    // No tax: the amounts below are the lines'.
    expectOk(
      await finance.call('POST', '/transaction/adjustment-invoice', {
        transactionId: manual.transactionId,
        discount: '0',
        discountType: 'nominal',
        taxAmount: '0',
        taxType: 'nominal',
        adjustmentNote: 'Tanpa pajak',
      }),
    );
    const started = expectOk(await partner.call('POST', '/midtrans/store', { transactionId: manual.transactionId }));
    const send = (status: string, overrides: Record<string, string> = {}) =>
      h.anonymous(
        'POST',
        '/midtrans/notification',
        notification(started.orderId, status, `${qty * 7000}.00`, overrides),
      );
    return { id: manual.transactionId as number, number: manual.number as string, send };
  }

  it('a capture held for a fraud check counts once the check accepts it', async () => {
    const { id, send } = await payingOnline(1);
    expect((await send('capture', { fraud_status: 'challenge' })).body.data).toEqual({ applied: true });
    expect(expectOk(await finance.call('GET', `/transaction/show/${id}`)).status).toBe('belum_bayar');
    expect((await send('capture', { fraud_status: 'accept' })).body.data).toEqual({ applied: true });
    expect(expectOk(await finance.call('GET', `/transaction/show/${id}`))).toMatchObject({
      status: 'lunas',
      paid: 7000,
    });
  });

  it('applies what is still owed when the total went down meanwhile; the rest is told to finance once', async () => {
    const { id, number, send } = await payingOnline(2);
    // A discount after the payment page was made: Rp14.000 was taken, Rp12.000 is owed.
    expectOk(
      await finance.call('POST', '/transaction/adjustment-invoice', {
        transactionId: id,
        discount: '2000',
        discountType: 'nominal',
        taxAmount: '0',
        taxType: 'nominal',
        adjustmentNote: 'Potongan',
      }),
    );
    expectOk(await send('capture'));
    expectOk(await send('settlement'));
    expect(expectOk(await finance.call('GET', `/transaction/show/${id}`))).toMatchObject({
      status: 'lunas',
      paid: 12_000,
    });
    const kept = await auditRows(h.db, { entity: 'invoice', entityId: String(id), action: 'paid-online-unapplied' });
    expect(kept.map((r) => r.changes)).toEqual([expect.objectContaining({ amount: 2000, remaining: 12_000 })]);
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, finance.userId));
    expect(told.filter((n) => n.message === t.invoice.onlinePartlyApplied(number, 'Rp14.000', 'Rp2.000'))).toHaveLength(
      1,
    );
  });

  it('a refund of a settled payment takes it back: the invoice is owed again, finance and the partner are told', async () => {
    const { id, number, send } = await payingOnline(3);
    expectOk(await send('settlement'));
    expect(expectOk(await finance.call('GET', `/transaction/show/${id}`)).status).toBe('lunas');
    // A partial refund names no amount: finance is told, nothing moves.
    expectOk(await send('partial_refund'));
    expect(expectOk(await finance.call('GET', `/transaction/show/${id}`))).toMatchObject({
      status: 'lunas',
      paid: 21_000,
    });
    const how = t.invoice.onlineReversals;
    const financeSees = async () =>
      (await h.db.select().from(notifications).where(eq(notifications.userId, finance.userId))).map((n) => n.message);
    expect(await financeSees()).toContain(t.invoice.onlinePartlyReversed(number, 'Rp21.000', how.partial_refund, null));
    // Each later partial refund is news, with what Midtrans says it refunded; its replay is not.
    for (const refund of ['5000.00', '8000.00']) expectOk(await send('partial_refund', { refund_amount: refund }));
    expect((await send('partial_refund', { refund_amount: '8000.00' })).body.data).toEqual({ applied: false });
    const told = (await financeSees()).filter((m) => m.includes(number) && m.includes(how.partial_refund));
    expect(told).toEqual(
      expect.arrayContaining([
        t.invoice.onlinePartlyReversed(number, 'Rp21.000', how.partial_refund, 'Rp5.000'),
        t.invoice.onlinePartlyReversed(number, 'Rp21.000', how.partial_refund, 'Rp8.000'),
      ]),
    );
    expect(told).toHaveLength(3);

    expectOk(await send('refund'));
    const shown = expectOk(await finance.call('GET', `/transaction/show/${id}`));
    expect(shown).toMatchObject({ status: 'belum_bayar', paid: 0, remaining: 21_000 });
    expect(shown.payments).toEqual([
      expect.objectContaining({
        method: 'midtrans',
        status: 'ditolak',
        rejection: t.invoice.onlineReversedReason(how.refund),
      }),
    ]);
    expect(await financeSees()).toContain(t.invoice.onlineReversed(number, 'Rp21.000', how.refund));
    const partnerSees = await h.db.select().from(notifications).where(eq(notifications.userId, partner.userId));
    expect(partnerSees.map((n) => n.message)).toContain(
      t.invoice.onlineReversedPartner(number, 'Rp21.000', how.refund),
    );
    const reversals = await auditRows(h.db, {
      entity: 'invoice',
      entityId: String(id),
      action: 'paid-online-reversed',
    });
    expect(reversals.map((r) => r.changes)).toEqual([
      expect.objectContaining({ status: 'partial_refund', amount: 21_000 }),
      expect.objectContaining({ status: 'partial_refund', refundAmount: '5000.00' }),
      expect.objectContaining({ status: 'partial_refund', refundAmount: '8000.00' }),
      expect.objectContaining({ status: 'refund', amount: 21_000 }),
    ]);
    expect(reversals[3].diff).toEqual([
      { field: 'paidAmount', old: 21_000, new: 0 },
      { field: 'status', old: 'lunas', new: 'belum_bayar' },
    ]);
    // The partner's statement keeps the payment on the day it counted and debits its reversal.
    const today = todayInWib();
    const staff = await actorOf(h.db, finance.username, new Date());
    const statement = await loadStatement(h.db, staff, { partnerId: partner.userId, from: today, to: today });
    const lines = statement.entries.filter((e) => e.description.includes(number));
    expect(lines).toContainEqual(expect.objectContaining({ credit: 21_000, debit: 0 }));
    expect(lines).toContainEqual(
      expect.objectContaining({ description: t.statement.paymentReversed(number), debit: 21_000, credit: 0 }),
    );
    // Told again (a replay), nothing moves twice.
    expect((await send('refund')).body.data).toEqual({ applied: false });
    expect(expectOk(await finance.call('GET', `/transaction/show/${id}`)).paid).toBe(0);
  });

  it('a capture reported after its cancel is not applied: the money was taken back first', async () => {
    const { id, number, send } = await payingOnline(1);
    expectOk(await send('cancel'));
    expectOk(await send('capture'));
    expect(expectOk(await finance.call('GET', `/transaction/show/${id}`))).toMatchObject({
      status: 'belum_bayar',
      paid: 0,
    });
    const told = await h.db.select().from(notifications).where(eq(notifications.userId, finance.userId));
    expect(told.map((n) => n.message)).toContain(t.invoice.onlineAfterTakenBack(number, 'Rp7.000'));
    const [attempt] = await h.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, id));
    expect(attempt.status).toBe('cancel');
  });

  it('answers an unknown order id with 404', async () => {
    expectRefused(
      await h.anonymous('POST', '/midtrans/notification', notification('INV-tidak-ada', 'settlement', '100.00')),
      404,
    );
  });
});
