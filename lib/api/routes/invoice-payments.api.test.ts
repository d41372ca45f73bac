import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '../../i18n/format';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused, type SignedIn } from '../../testing/api';
import { wibAt } from '../../testing/days';
import { insertProduct, outletsOf, publishAt, auditRows, issueInvoice, signInNow } from '../../testing/fixtures';
import { onPostgres } from '../../testing/test-db';
import { ManualClock } from '../clock';
import { users } from '../db/schema/accounts';
import { files } from '../db/schema/files';
import { invoicePayments, invoices } from '../db/schema/invoices';
import { notifications } from '../db/schema/notifications';
import { actorOf } from '../services/acting';
import { loadStatement } from '../services/statement';

/** 2 March 2026, 10:00 WIB; a manual invoice issued today is due 16 March. */
const START = '2026-03-02';
const clock = new ManualClock(wibAt(START));

let bread: string;

async function invoiceFor(partner: SignedIn, amount: number, day = START) {
  clock.set(wibAt(day));
  return issueInvoice(h, finance, partner, { productId: bread, amount });
}

/** A receipt the partner uploaded (stored names are 32 hex digits, as the upload makes them). */
async function receiptOf(partner: SignedIn) {
  const filename = `${randomBytes(16).toString('hex')}.png`;
  await h.db
    .insert(files)
    .values({ filename, path: 'uploads/2026/03', contentType: 'image/png', size: 10, uploadedBy: partner.userId });
  return filename;
}

async function sendProof(partner: SignedIn, id: number, amount?: number | string) {
  const me = await signInNow(h, partner);
  return me('POST', `/transaction/confirm-payment/${id}`, {
    paymentDate: START,
    paymentReceipt: await receiptOf(partner),
    ...(amount === undefined ? {} : { amount }),
  });
}

const invoiceRow = async (id: number) => (await h.db.select().from(invoices).where(eq(invoices.id, id)))[0];

const { h, finance } = withTestApi({ finance: 'admin' }, { clock });
beforeAll(async () => {
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Cicilan' });
});

describe('partial payments (issue 17)', () => {
  it('a part by transfer, then the rest: Lunas only when accepted payments cover the total', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceFor(partner, 1_000_000);
    const fin = await signInNow(h, finance);

    const part = expectOk(await sendProof(partner, inv.transactionId, '400.000'));
    expect(part).toMatchObject({ status: 'proses', paid: 0, remaining: 1_000_000 });
    expect(part.payments).toEqual([
      expect.objectContaining({ amount: 400_000, method: 'transfer', status: 'proses', acceptedBy: null }),
    ]);
    // One proof at a time: finance decides each against a known balance.
    const second = await sendProof(partner, inv.transactionId, 100_000);
    expectRefused(second, 409, t.invoice.paymentWaiting);
    // A screen opened before the proof came in means cash: the proof is not taken for it unseen.
    const stale = await fin('POST', `/transaction/accept-payment/${inv.transactionId}`, {
      amount: 1_000_000,
      paymentId: null,
    });
    expectRefused(stale, 409, t.invoice.proofArrived);
    expect((await invoiceRow(inv.transactionId)).paidAmount).toBe(0);

    const accepted = expectOk(await fin('POST', `/transaction/accept-payment/${inv.transactionId}`, {}));
    expect(accepted).toMatchObject({ status: 'belum_bayar', paid: 400_000, remaining: 600_000 });
    expect(accepted.payments[0]).toMatchObject({ status: 'diterima', acceptedBy: expect.any(String) });

    // More than is left: refused on its field, nothing recorded.
    const over = await sendProof(partner, inv.transactionId, 600_001);
    expect(expectRefused(over, 422)).toMatchObject({ amount: t.invoice.amountOverRemaining(formatRupiah(600_000)) });
    expect(
      await h.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, inv.transactionId)),
    ).toHaveLength(1);

    // The first proof's file is still that payment's evidence, though the invoice now shows the latest:
    // it cannot be removed, nor sent again for another invoice.
    const firstProof = part.payments[0].receipt.filename as string;
    // Without an amount the proof is for everything left.
    const rest = await sendProof(partner, inv.transactionId);
    expect(rest.body.data.payments[1]).toMatchObject({ amount: 600_000, status: 'proses' });
    const me = await signInNow(h, partner);
    const removed = await me('POST', '/utils/remove-file', { filename: firstProof, path: 'uploads/2026/03' });
    expectRefused(removed, 409);
    const other = await invoiceFor(partner, 50_000);
    const reused = await me('POST', `/transaction/confirm-payment/${other.transactionId}`, {
      paymentDate: START,
      paymentReceipt: firstProof,
    });
    expect(expectRefused(reused, 422)).toMatchObject({ paymentReceipt: t.invoice.receiptNotFound });
    const paid = await fin('POST', `/transaction/accept-payment/${inv.transactionId}`, {});
    expect(paid.body.data).toMatchObject({ status: 'lunas', isAccepted: false, paid: 1_000_000, remaining: 0 });
    expectRefused(
      await fin('POST', `/transaction/accept-payment/${inv.transactionId}`, {}),
      409,
      t.invoice.alreadyPaid,
    );
    const audits = await auditRows(h.db, { entity: 'invoice', entityId: String(inv.transactionId) });
    expect(audits.filter((a) => a.action === 'accept-payment')).toHaveLength(2);
    // Its Riwayat says it field by field, in Indonesian.
    const history = await fin('GET', `/audit?entity=invoice&entityId=${inv.transactionId}&limit=50`);
    const lines = (history.body.data.items as { lines: string[] }[]).flatMap((i) => i.lines);
    expect(lines).toEqual(
      expect.arrayContaining([
        t.audit.change(t.audit.fields.status, t.invoice.statuses.belum_bayar, t.invoice.statuses.proses),
        t.audit.change(t.audit.fields.proofAmount, '-', formatRupiah(400_000)),
        t.audit.change(t.audit.fields.paidAmount, formatRupiah(0), formatRupiah(400_000)),
        t.audit.change(t.audit.fields.paidAmount, formatRupiah(400_000), formatRupiah(1_000_000)),
        t.audit.change(t.audit.fields.status, t.invoice.statuses.proses, t.invoice.statuses.belum_bayar),
        t.audit.change(t.audit.fields.status, t.invoice.statuses.proses, t.invoice.statuses.lunas),
      ]),
    );
    // The partner is told each time: what arrived and what is left, then that it is paid.
    const told = await h.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, partner.userId), eq(notifications.kind, 'payment_accepted')))
      .orderBy(notifications.id);
    expect(told.map((n) => n.message)).toEqual([
      t.receivables.acceptedNotice(inv.number, formatRupiah(400_000), formatRupiah(600_000)),
      t.receivables.acceptedNotice(inv.number, formatRupiah(600_000), null),
    ]);
  });

  it('finance accepts what actually arrived, and records cash paid without a proof', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceFor(partner, 300_000);
    const fin = await signInNow(h, finance);
    await sendProof(partner, inv.transactionId, 300_000);
    const less = await fin('POST', `/transaction/accept-payment/${inv.transactionId}`, { amount: 250_000 });
    expect(less.body.data).toMatchObject({ status: 'belum_bayar', paid: 250_000, remaining: 50_000 });
    expect(less.body.data.payments[0]).toMatchObject({ amount: 250_000, status: 'diterima' });

    const tooMuch = await fin('POST', `/transaction/accept-payment/${inv.transactionId}`, { amount: 60_000 });
    expectRefused(tooMuch, 422);
    expect((await invoiceRow(inv.transactionId)).paidAmount).toBe(250_000);
    const cash = await fin('POST', `/transaction/accept-payment/${inv.transactionId}`, { notes: 'tunai di outlet' });
    expect(cash.body.data).toMatchObject({ status: 'lunas', paid: 300_000 });
    expect(cash.body.data.payments[1]).toMatchObject({ amount: 50_000, method: 'tunai', status: 'diterima' });
  });

  it('a rejected part leaves what was accepted before; the partner may send another', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceFor(partner, 500_000);
    const fin = await signInNow(h, finance);
    await sendProof(partner, inv.transactionId, 200_000);
    await fin('POST', `/transaction/accept-payment/${inv.transactionId}`, {});
    const wrong = await sendProof(partner, inv.transactionId, 300_000);
    const waitingId = wrong.body.data.payments[1].paymentId;

    const other = await fin('POST', `/transaction/reject-payment/${inv.transactionId}`, {
      paymentId: waitingId - 1,
      reason: 'salah',
    });
    expectRefused(other, 409);
    const rejected = expectOk(
      await fin('POST', `/transaction/reject-payment/${inv.transactionId}`, {
        paymentId: waitingId,
        reason: 'Nominal transfer tidak sesuai',
      }),
    );
    expect(rejected).toMatchObject({
      status: 'belum_bayar',
      paid: 200_000,
      remaining: 300_000,
      paymentRejection: 'Nominal transfer tidak sesuai',
    });
    expect(rejected.payments[1]).toMatchObject({
      status: 'ditolak',
      rejection: 'Nominal transfer tidak sesuai',
    });
    expect((await sendProof(partner, inv.transactionId)).body.data.payments[2]).toMatchObject({ amount: 300_000 });
  });

  it('the invoice PDF of a partly paid invoice shows what was paid and what is left', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceFor(partner, 750_000);
    await (
      await signInNow(h, finance)
    )('POST', `/transaction/accept-payment/${inv.transactionId}`, { amount: 250_000 });
    const res = await h.print.request(
      `/print/export-invoice?transactionId=${inv.transactionId}`,
      { headers: { authorization: `Bearer ${await h.login(partner.username)}` } },
      { clientAddress: '127.0.0.1' },
    );
    expect(res.status).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const text = (await extractText(pdf, { mergePages: true })).text;
    expect(text).toContain(t.invoice.paid);
    expect(text).toContain(`-${formatRupiah(250_000)}`);
    expect(text).toContain(t.invoice.remaining);
    expect(text).toContain(formatRupiah(500_000));
  });

  it('an adjustment may not take the total below what was paid', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceFor(partner, 100_000);
    const fin = await signInNow(h, finance);
    await fin('POST', `/transaction/accept-payment/${inv.transactionId}`, { amount: 80_000 });
    const body = { transactionId: inv.transactionId, discountType: 'nominal', taxAmount: '0', taxType: 'persen' };
    const below = await fin('POST', '/transaction/adjustment-invoice', {
      ...body,
      discount: '30000',
      adjustmentNote: 'diskon',
    });
    expectRefused(below, 422, t.invoice.totalBelowPaid(formatRupiah(80_000)));
    expect((await invoiceRow(inv.transactionId)).total).toBe(100_000);
    const fine = await fin('POST', '/transaction/adjustment-invoice', {
      ...body,
      discount: '20000',
      adjustmentNote: 'x',
    });
    expect(fine.body.data).toMatchObject({ total: 80_000, remaining: 0 });
  });

  it('ageing, exposure and the statement count what is left, part by part', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceFor(partner, 900_000);
    clock.set(wibAt('2026-03-20'));
    const fin = await signInNow(h, finance);
    const figures = async () => (await fin('GET', '/reports?month=2026-03')).body.data.sales.invoices;
    const before = await figures();
    await fin('POST', `/transaction/accept-payment/${inv.transactionId}`, { amount: 300_000 });
    // The dashboard counts the part paid as paid, and only the rest as outstanding.
    const after = await figures();
    expect(after.paid - before.paid).toBe(300_000);
    expect(before.outstanding - after.outstanding).toBe(300_000);
    clock.set(wibAt('2026-03-25'));
    await (
      await signInNow(h, finance)
    )('POST', `/transaction/accept-payment/${inv.transactionId}`, { amount: 200_000 });

    const ageing = async (asOf: string) =>
      (await (await signInNow(h, finance))('GET', `/receivables?asOf=${asOf}&limit=100`)).body.data.items.find(
        (row: { partnerId: number }) => row.partnerId === partner.userId,
      );
    // Due 16 March: on the 19th nothing was paid yet (3 days late); by the 31st, 400.000 is left.
    expect(await ageing('2026-03-19')).toMatchObject({ d1_30: 900_000, total: 900_000 });
    expect(await ageing('2026-03-31')).toMatchObject({ d1_30: 400_000, total: 400_000, exposure: 400_000 });

    const staff = await actorOf(h.db, finance.username, wibAt('2026-03-31'));
    const statement = await loadStatement(h.db, staff, {
      partnerId: partner.userId,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(statement.entries.map((e) => [e.date, e.debit, e.credit, e.balance])).toEqual([
      ['2026-03-02', 900_000, 0, 900_000],
      ['2026-03-20', 0, 300_000, 600_000],
      ['2026-03-25', 0, 200_000, 400_000],
    ]);
    expect(statement.closing).toBe(400_000);

    // A discount in April lowers the invoice then: March's statement printed again still closes at
    // 400.000, and the discount is a credit on its own day, not a smaller March invoice.
    clock.set(wibAt('2026-04-02'));
    const { total: was } = await invoiceRow(inv.transactionId);
    expectOk(
      await (
        await signInNow(h, finance)
      )('POST', '/transaction/adjustment-invoice', {
        transactionId: inv.transactionId,
        discount: '50000',
        discountType: 'nominal',
        taxAmount: '0',
        taxType: 'nominal',
        adjustmentNote: 'Potongan April',
      }),
    );
    const lowered = was - (await invoiceRow(inv.transactionId)).total;
    expect(lowered).toBeGreaterThan(0);
    const april = await actorOf(h.db, finance.username, wibAt('2026-04-30'));
    const march = await loadStatement(h.db, april, { partnerId: partner.userId, from: '2026-03-01', to: '2026-03-31' });
    expect(march.entries.map((e) => [e.date, e.debit, e.credit])).toEqual([
      ['2026-03-02', 900_000, 0],
      ['2026-03-20', 0, 300_000],
      ['2026-03-25', 0, 200_000],
    ]);
    expect(march.closing).toBe(400_000);
    const spring = await loadStatement(h.db, april, {
      partnerId: partner.userId,
      from: '2026-03-01',
      to: '2026-04-30',
    });
    expect(spring.entries.at(-1)).toMatchObject({ date: '2026-04-02', debit: 0, credit: lowered });
    expect(spring.entries.at(-1)!.description).toContain(t.statement.invoiceChanges.adjust);
    expect(spring.closing).toBe(400_000 - lowered);
  });
});

describe.runIf(onPostgres)('payments at the same moment (PostgreSQL)', () => {
  let stocked: string;
  beforeAll(async () => {
    stocked = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Serentak', stock: 1000 });
  });

  it('two cash payments of 600.000 against 1.000.000 left: one is accepted, the other refused', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceFor(partner, 1_000_000);
    const [a, b] = [await signInNow(h, finance), await signInNow(h, finance)];
    const results = await Promise.all(
      [a, b].map((call) => call('POST', `/transaction/accept-payment/${inv.transactionId}`, { amount: 600_000 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await invoiceRow(inv.transactionId)).paidAmount).toBe(600_000);
  });

  it('a discount and the full payment at the same moment: one of them wins, no paid money vanishes', async () => {
    const partner = await h.as('merchant');
    for (let round = 0; round < 4; round++) {
      const inv = await invoiceFor(partner, 1_000_000);
      const { total } = await invoiceRow(inv.transactionId);
      const [a, b] = [await signInNow(h, finance), await signInNow(h, finance)];
      const results = await Promise.all([
        a('POST', `/transaction/accept-payment/${inv.transactionId}`, { amount: total }),
        b('POST', '/transaction/adjustment-invoice', {
          transactionId: inv.transactionId,
          discount: '100000',
          discountType: 'nominal',
          taxAmount: '0',
          taxType: 'nominal',
          adjustmentNote: 'Potongan promo',
        }),
      ]);
      // Paid first: the adjustment is refused (Lunas). Adjusted first: the old total is more than is left.
      expect(results.map((r) => r.status).sort()).toEqual([200, results[0].status === 200 ? 409 : 422].sort());
      const after = await invoiceRow(inv.transactionId);
      expect(after.paidAmount).toBeLessThanOrEqual(after.total);
    }
  });

  it('two payments that each bring the partner within its limit release its held order once', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceFor(partner, 1_000_000);
    await h.db.update(users).set({ creditLimit: 1_000_000, creditMode: 'tahan' }).where(eq(users.id, partner.userId));
    const { ids, tier } = await outletsOf(h.db, partner.userId);
    await publishAt(h.db, tier, { [stocked]: 1000 });
    clock.set(wibAt(START));
    const me = await signInNow(h, partner);
    const held = await me('POST', '/transaction/order/store', {
      deliveryDate: '2026-03-03',
      branchId: ids[0],
      items: [{ productId: stocked, qty: 1 }],
    });
    expect(held.body.data.status, held.body.message).toBe('ditahan');
    const [a, b] = [await signInNow(h, finance), await signInNow(h, finance)];
    const results = await Promise.all(
      [a, b].map((call) => call('POST', `/transaction/accept-payment/${inv.transactionId}`, { amount: 400_000 })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const releases = await auditRows(h.db, { entity: 'order', entityId: String(held.body.data.transactionOrderId) });
    expect(releases.filter((r) => r.action.startsWith('release'))).toHaveLength(1);
    const shown = await me('GET', `/transaction/order/show/${held.body.data.transactionOrderId}`);
    expect(shown.body.data.status).toBe('pending');
  });
});
