import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { withTestApi, expectOk, expectRefused, type ApiAnswer, type SignedIn } from '../../testing/api';
import { formatRupiah } from '../../i18n/format';
import { wibAt } from '../../testing/days';
import { insertProduct, outletsOf, publishAt, auditRows, issueInvoice, signInNow } from '../../testing/fixtures';
import { ManualClock } from '../clock';
import { users } from '../db/schema/accounts';
import { files } from '../db/schema/files';
import { invoices, paymentReminders } from '../db/schema/invoices';
import { notifications } from '../db/schema/notifications';
import { JOBS } from '../jobs';
import { runDueJobs } from '../jobs/runner';
import { outletValuesOf } from '../../../components/form/outlet-values';
import { shiftDate } from '../../iso-dates';
import { actorOf } from '../services/acting';
import { reverseOnlinePayment, settleOnlinePayment } from '../services/invoice-payments';
import { loadStatement } from '../services/statement';
import { makeReminders } from '../services/reminders';
import { onPostgres } from '../../testing/test-db';

/** 2 March 2026, 10:00 WIB; invoices issued today are due 16 March (the default 14-day term). */
const START = '2026-03-02';
const clock = new ManualClock(wibAt(START));

let bread: string;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The text of a PDF the print base answers to this user, signed in now. */
async function pdfText(user: SignedIn, path: string): Promise<string> {
  const token = await h.login(user.username);
  const res = await h.print.request(
    path,
    { headers: { authorization: `Bearer ${token}` } },
    { clientAddress: '127.0.0.1' },
  );
  expect(res.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** A manual invoice for the partner's first outlet, issued on `day`, of `amount` rupiah. */
async function invoiceOn(day: string, partner: SignedIn, amount: number) {
  clock.set(wibAt(day));
  return issueInvoice(h, finance, partner, { productId: bread, amount });
}

async function receiptOf(partner: SignedIn, name: string) {
  await h.db.insert(files).values({
    filename: name,
    path: 'uploads/2026/03',
    contentType: 'image/png',
    size: 10,
    uploadedBy: partner.userId,
  });
  return name;
}

const notificationsOf = (userId: number, kind: string) =>
  h.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

const { h, finance, viewer, warehouse } = withTestApi(
  { finance: 'admin', viewer: 'viewer', warehouse: 'warehouse' },
  { clock },
);
beforeAll(async () => {
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Piutang' });
});

describe('due dates (DOMAIN 19)', () => {
  it('an invoice is due its issue date plus the tier term; overdue=true lists only unpaid late ones', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceOn(START, partner, 100_000);
    expect(inv.dueDate).toBe('2026-03-16');
    expect(inv.overdueDays).toBe(0);
    const paidLate = await invoiceOn(START, partner, 50_000);

    clock.set(wibAt('2026-03-20'));
    const fin = await signInNow(h, finance);
    const shown = await fin('GET', `/transaction/show/${inv.transactionId}`);
    expect(shown.body.data.overdueDays).toBe(4);
    expectOk(await fin('POST', `/transaction/accept-payment/${paidLate.transactionId}`, {}));
    const overdue = await fin('GET', '/transaction?overdue=true&limit=100');
    const numbers = overdue.body.data.items.map((i: { number: string }) => i.number);
    expect(numbers).toContain(inv.number);
    expect(numbers).not.toContain(paidLate.number);
    const paid = await fin('GET', `/transaction/show/${paidLate.transactionId}`);
    expect(paid.body.data.overdueDays).toBe(0);
  });

  it('takes the term of the outlet tier when the invoice is issued', async () => {
    const partner = await h.as('merchant');
    const { tier } = await outletsOf(h.db, partner.userId);
    clock.set(wibAt(START));
    const fin = await signInNow(h, finance);
    const current = (await fin('GET', `/branch-group/show/${tier}`)).body.data;
    const saved = await fin('PUT', `/branch-group/update/${tier}`, { ...current, paymentTermDays: 30 });
    expectOk(saved);
    expect((await invoiceOn(START, partner, 10_000)).dueDate).toBe('2026-04-01');
  });
});

describe('GET /receivables (DOMAIN 19)', () => {
  const AS_OF = '2026-07-01';
  /** Days late on AS_OF -> the amount of the invoice that is that late. */
  const late: Record<number, number> = {
    0: 1,
    1: 10,
    30: 100,
    31: 1_000,
    60: 10_000,
    61: 100_000,
    90: 1_000_000,
    91: 10_000_000,
  };
  const issued: Record<number, number> = {};
  const issuedNumbers: Record<number, string> = {};
  let partner: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    partner = await h.as('merchant');
    other = await h.as('merchant');
    // Issued 14 days before its due date, which is `days` before AS_OF.
    for (const [days, amount] of Object.entries(late)) {
      const inv = await invoiceOn(shiftDate(AS_OF, -Number(days) - 14), partner, amount);
      issued[Number(days)] = inv.transactionId;
      issuedNumbers[Number(days)] = inv.number;
    }
    await invoiceOn(shiftDate(AS_OF, -20), other, 7_000);
    clock.set(wibAt(AS_OF));
  });

  it('puts each unpaid invoice in its bucket, boundaries included', async () => {
    const res = await (
      await signInNow(h, finance)
    )('GET', `/receivables?asOf=${AS_OF}&search=${encodeURIComponent(partner.username)}`);
    const [row] = expectOk(res).items;
    expect(row).toMatchObject({
      partnerId: partner.userId,
      current: 1,
      d1_30: 110,
      d31_60: 11_000,
      d61_90: 1_100_000,
      over90: 10_000_000,
      total: 11_111_111,
      exposure: 11_111_111,
      oldestOverdueDays: 91,
      creditLimit: null,
      status: 'terlambat',
    });
    expect(res.body.data.asOf).toBe(AS_OF);
  });

  it('reads a past date as it was: invoices issued later are left out, one paid later is still owed', async () => {
    const fin = await signInNow(h, finance);
    // The invoice 90 days late on 1 July is paid that day.
    expectOk(await fin('POST', `/transaction/accept-payment/${issued[90]}`, {}));
    const search = `search=${encodeURIComponent(partner.username)}`;
    const now = await fin('GET', `/receivables?asOf=${AS_OF}&${search}`);
    expect(now.body.data.items[0]).toMatchObject({ d61_90: 100_000, total: 10_111_111 });
    // On 15 April only the invoices due 1 and 2 April existed, 14 and 13 days late; the second unpaid then.
    const before = await fin('GET', `/receivables?asOf=2026-04-15&${search}`);
    expect(before.body.data.items[0]).toMatchObject({ total: 11_000_000, d1_30: 11_000_000, oldestOverdueDays: 14 });
  });

  it('shows a partner only its own row, lets the viewer read, and refuses the warehouse', async () => {
    const own = await (await signInNow(h, other))('GET', `/receivables?asOf=${AS_OF}`);
    expect(own.body.data.items.map((i: { partnerId: number }) => i.partnerId)).toEqual([other.userId]);
    expect(own.body.data.totals.total).toBe(7_000);
    expectOk(await (await signInNow(h, viewer))('GET', '/receivables'));
    expectRefused(await (await signInNow(h, warehouse))('GET', '/receivables'), 403);
  });

  it('pages the partners with the totals and count of all of them, also past the last page', async () => {
    const fin = await signInNow(h, finance);
    const first = (await fin('GET', `/receivables?asOf=${AS_OF}&limit=1`)).body.data;
    expect(first.items).toHaveLength(1);
    expect(first.pagination.total).toBeGreaterThan(1);
    const all = (await fin('GET', `/receivables?asOf=${AS_OF}&limit=100`)).body.data;
    const sum = (key: 'total' | 'exposure') =>
      all.items.reduce((s: number, i: Record<string, number>) => s + i[key], 0);
    expect(first.totals).toEqual(all.totals);
    expect(all.totals.total).toBe(sum('total'));
    expect(all.totals.exposure).toBe(sum('exposure'));
    const past = (await fin('GET', `/receivables?asOf=${AS_OF}&limit=1&page=9999`)).body.data;
    expect(past.items).toEqual([]);
    expect(past.totals).toEqual(all.totals);
    expect(past.pagination.total).toBe(first.pagination.total);
  });

  it('prints a statement whose closing balance is what the ageing says was owed that day', async () => {
    const fin = await signInNow(h, finance);
    for (const [from, to] of [
      ['2026-03-01', AS_OF],
      ['2026-04-10', '2026-04-15'],
    ]) {
      const statement = await fin('GET', `/print/export-statement?partnerId=${partner.userId}&from=${from}&to=${to}`);
      expect(statement.status).toBe(200);
      expect(statement.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(finance, `/print/export-statement?partnerId=${partner.userId}&from=${from}&to=${to}`);
      const ageing = await fin('GET', `/receivables?asOf=${to}&search=${encodeURIComponent(partner.username)}`);
      const owed = ageing.body.data.items[0].total as number;
      expect(text).toContain(partner.username);
      expect(text).toContain(t.statement.closing);
      expect(text).toContain(formatRupiah(owed));
    }
    // Four months: eight invoices issued, the Rp1.000.000 one paid on 1 July.
    const text = await pdfText(
      finance,
      `/print/export-statement?partnerId=${partner.userId}&from=2026-03-01&to=${AS_OF}`,
    );
    expect(text).toContain(issuedNumbers[90]);
    expect(text).toContain(t.statement.opening);
    // A partner gets its own statement, whoever it names; the warehouse none; a bad range is refused.
    const own = await pdfText(other, `/print/export-statement?partnerId=${partner.userId}&from=2026-03-01&to=${AS_OF}`);
    expect(own).toContain(other.username);
    expect(own).not.toContain(partner.username);
    expectRefused(
      await (
        await signInNow(h, warehouse)
      )('GET', `/print/export-statement?partnerId=${partner.userId}&from=2026-03-01&to=${AS_OF}`),
      403,
    );
    const bad = await fin('GET', `/print/export-statement?partnerId=${partner.userId}&from=${AS_OF}&to=2026-03-01`);
    expectRefused(bad, 422, t.statement.rangeInvalid);
  });

  it('marks a partner over its credit limit and sorts by the oldest debt', async () => {
    await h.db.update(users).set({ creditLimit: 5_000 }).where(eq(users.id, other.userId));
    const res = await (await signInNow(h, finance))('GET', `/receivables?asOf=${AS_OF}&sort=overdue&limit=100`);
    const rows = res.body.data.items as { partnerId: number; status: string; oldestOverdueDays: number }[];
    expect(rows.find((r) => r.partnerId === other.userId)?.status).toBe('lewat_batas');
    const ages = rows.map((r) => r.oldestOverdueDays);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    expectRefused(await (await signInNow(h, finance))('GET', '/receivables?asOf=2026-02-30'), 422);
  });
});

describe('an ageing of a past day reads the invoice as it was then', () => {
  it('takes the total before a later discount, and an online payment until Midtrans took it back', async () => {
    const partner = await h.as('merchant');
    const D0 = '2026-08-03';
    const { transactionId: id } = await invoiceOn(D0, partner, 100_000);
    clock.set(wibAt(shiftDate(D0, 3)));
    expectOk(
      await (
        await signInNow(h, finance)
      )('POST', '/transaction/adjustment-invoice', {
        transactionId: id,
        discount: '20000',
        discountType: 'nominal',
        taxAmount: '0',
        taxType: 'nominal',
        adjustmentNote: 'potongan',
      }),
    );
    const online = { orderId: `uji-${id}`, transactionId: `trx-${id}` };
    await h.db.transaction((tx) => settleOnlinePayment(tx, id, 80_000, online, wibAt(shiftDate(D0, 5))));
    await h.db.transaction((tx) =>
      reverseOnlinePayment(tx, id, { ...online, status: 'refund' }, wibAt(shiftDate(D0, 8))),
    );
    clock.set(wibAt(shiftDate(D0, 10)));
    const fin = await signInNow(h, finance);
    const staff = await actorOf(h.db, finance.username, clock.now());
    for (const [days, owed] of [
      [1, 100_000],
      [4, 80_000],
      [6, 0],
      [9, 80_000],
      [10, 80_000],
    ]) {
      const asOf = shiftDate(D0, days);
      const ageing = expectOk(
        await fin('GET', `/receivables?asOf=${asOf}&search=${encodeURIComponent(partner.username)}`),
      );
      expect(ageing.totals.total, asOf).toBe(owed);
      // The statement printed for that day closes on the same amount.
      const statement = await loadStatement(h.db, staff, { partnerId: partner.userId, from: D0, to: asOf });
      expect(statement.closing, asOf).toBe(owed);
    }
  });
});

describe('payment reminders (DOMAIN 19)', () => {
  it('makes one reminder per level over 45 simulated days, none after payment or while a proof waits', async () => {
    const partner = await h.as('merchant');
    await h.db.update(users).set({ phoneNumber: '0812-3456-7890' }).where(eq(users.id, partner.userId));
    const day0 = '2026-09-01';
    const unpaid = await invoiceOn(day0, partner, 250_000);
    const paidEarly = await invoiceOn(day0, partner, 80_000);
    const proofSent = await invoiceOn(day0, partner, 60_000);
    const made: Record<number, string[]> = {};
    for (let d = 0; d <= 45; d++) {
      const day = shiftDate(day0, d);
      clock.set(wibAt(day, '07:00'));
      if (d === 5) {
        const fin = await signInNow(h, finance);
        expectOk(await fin('POST', `/transaction/accept-payment/${paidEarly.transactionId}`, {}));
        const name = await receiptOf(partner, `bukti-${proofSent.transactionId}.png`);
        const sent = await (
          await signInNow(h, partner)
        )('POST', `/transaction/confirm-payment/${proofSent.transactionId}`, {
          paymentDate: day,
          paymentReceipt: name,
        });
        expectOk(sent);
      }
      // The timer twice a day: the second run of a day makes nothing new.
      for (const time of ['07:00', '19:00']) await runDueJobs(h.db, JOBS, wibAt(day, time));
      for (const r of await h.db
        .select()
        .from(paymentReminders)
        .where(eq(paymentReminders.invoiceId, unpaid.transactionId)))
        if (!(made[r.level] ??= []).includes(r.remindOn)) made[r.level].push(r.remindOn);
    }
    // Due 15 September: -3, 0, 3, 7 and 14 days from it.
    expect(made).toEqual({
      '-3': ['2026-09-12'],
      0: ['2026-09-15'],
      3: ['2026-09-18'],
      7: ['2026-09-22'],
      14: ['2026-09-29'],
    });
    // On demand, the same service: nothing new on a day already done.
    const generated = await (await signInNow(h, finance))('POST', '/reminder/generate');
    expect(expectOk(generated, t.receivables.generated(0))).toEqual({ created: 0 });
    for (const id of [paidEarly.transactionId, proofSent.transactionId])
      expect(await h.db.select().from(paymentReminders).where(eq(paymentReminders.invoiceId, id))).toEqual([]);
    const told = await notificationsOf(partner.userId, 'reminder');
    expect(told).toHaveLength(5);
    expect(told[0].message).toContain(unpaid.number);

    // The queue: to send first, with a well-formed WhatsApp link to the partner's phone.
    const fin = await signInNow(h, finance);
    const queue = await fin('GET', '/reminder?status=menunggu&limit=100');
    const mine = queue.body.data.items.filter(
      (r: { transactionId: number }) => r.transactionId === unpaid.transactionId,
    );
    expect(mine).toHaveLength(5);
    const url = new URL(mine[0].whatsappUrl);
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
    expect(url.searchParams.get('text')).toContain(unpaid.number);
    expect(url.searchParams.get('text')).toContain(`/merchant/transaction/${unpaid.transactionId}`);

    const sent = await fin('POST', `/reminder/mark-sent/${mine[0].id}`);
    expectOk(sent, t.receivables.markedSent);
    const after = await fin('GET', '/reminder?status=terkirim&limit=100');
    expect(after.body.data.items.map((r: { id: number }) => r.id)).toContain(mine[0].id);
    expectRefused(await (await signInNow(h, viewer))('POST', `/reminder/mark-sent/${mine[1].id}`), 403);

    // Paid now: the rest are no longer to send, and cannot be marked sent.
    expectOk(await fin('POST', `/transaction/accept-payment/${unpaid.transactionId}`, {}));
    const done = await fin('GET', '/reminder?status=selesai&limit=100');
    expect(done.body.data.items.map((r: { id: number }) => r.id)).toContain(mine[1].id);
    const late = await fin('POST', `/reminder/mark-sent/${mine[1].id}`);
    expectRefused(late, 409, t.receivables.reminderAlreadyPaid);

    // Another partner sees none of them.
    const stranger = await h.as('merchant');
    const theirs = expectOk(await stranger.call('GET', '/reminder?limit=100'));
    expect(theirs.items).toEqual([]);
    const own = await (await signInNow(h, partner))('GET', '/reminder?limit=100');
    expect(own.body.data.items.length).toBeGreaterThanOrEqual(5);
  });

  it.runIf(onPostgres)(
    'the reminder job running while finance accepts the full payment leaves the invoice Lunas with no reminder to send (PostgreSQL)',
    async () => {
      const partner = await h.as('merchant');
      for (let round = 0; round < 5; round++) {
        const inv = await invoiceOn(shiftDate('2027-02-01', round * 30), partner, 90_000);
        // Three days before it falls due: the job's first level (-3) is reached today.
        clock.set(wibAt(shiftDate(inv.dueDate, -3), '07:00'));
        const fin = await signInNow(h, finance);
        // The job starts 0 to 8 ms after the payment, a little later each round, so that rounds
        // meet the payment at different steps.
        const [job, paid]: [{ created: number }, ApiAnswer] = await Promise.all([
          delay(round * 2).then(() => makeReminders(h.db, clock.now())),
          fin('POST', `/transaction/accept-payment/${inv.transactionId}`, {}),
        ]);
        const label = `round ${round}: ${JSON.stringify([job, paid.body])}`;
        expectOk(paid);
        const [row] = await h.db.select().from(invoices).where(eq(invoices.id, inv.transactionId));
        expect(row.status, label).toBe('lunas');
        expect(row.paidAmount, label).toBe(row.total);
        // A reminder the job made before the payment stays, with its notice; none is left to send.
        const made = await h.db
          .select()
          .from(paymentReminders)
          .where(eq(paymentReminders.invoiceId, inv.transactionId));
        expect(made.length, label).toBeLessThanOrEqual(1);
        const told = (await notificationsOf(partner.userId, 'reminder')).filter(
          (n) => n.entityId === String(inv.transactionId),
        );
        expect(told, label).toHaveLength(made.length);
        const queue = expectOk(await fin('GET', '/reminder?status=menunggu&limit=100'));
        expect(
          queue.items.filter((r: { transactionId: number }) => r.transactionId === inv.transactionId),
          label,
        ).toEqual([]);
      }
    },
  );
});

describe('reject-payment and notifications', () => {
  it('sends a proof back with a reason: Belum Bayar again, the partner is told why, the audit keeps the file', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceOn('2026-11-02', partner, 120_000);
    const payer = await signInNow(h, partner);
    const name = await receiptOf(partner, `bukti-salah-${inv.transactionId}.png`);
    await payer('POST', `/transaction/confirm-payment/${inv.transactionId}`, {
      paymentDate: '2026-11-02',
      paymentReceipt: name,
    });
    const fin = await signInNow(h, finance);

    const blank = await fin('POST', `/transaction/reject-payment/${inv.transactionId}`, { reason: '  ' });
    expect(expectRefused(blank, 422)).toMatchObject({ reason: t.receivables.rejectReasonRequired });
    expectRefused(await payer('POST', `/transaction/reject-payment/${inv.transactionId}`, { reason: 'x' }), 403);

    const res = await fin('POST', `/transaction/reject-payment/${inv.transactionId}`, {
      reason: 'Nominal transfer kurang',
    });
    expect(expectOk(res, t.receivables.rejected)).toMatchObject({
      status: 'belum_bayar',
      paymentReceipt: null,
      paymentRejection: 'Nominal transfer kurang',
    });
    const again = await fin('POST', `/transaction/reject-payment/${inv.transactionId}`, { reason: 'lagi' });
    expectRefused(again, 409);

    const [audit] = await auditRows(h.db, {
      entity: 'invoice',
      entityId: String(inv.transactionId),
      action: 'reject-payment',
    });
    expect(audit.changes).toMatchObject({ reason: 'Nominal transfer kurang', paymentReceipt: name });

    // The partner's bell: the rejection, unread; then read; a stranger cannot mark it.
    const bell = await payer('GET', '/notification?unread=true');
    const item = bell.body.data.items.find((n: { kind: string }) => n.kind === 'payment_rejected');
    expect(item).toMatchObject({
      message: t.receivables.rejectedNotice(inv.number, 'Nominal transfer kurang'),
      link: `/transaction/${inv.transactionId}`,
      read: false,
    });
    expect(bell.body.data.options.unread).toBeGreaterThanOrEqual(1);
    expectRefused(await fin('POST', `/notification/read/${item.id}`), 404);
    expectOk(await payer('POST', `/notification/read/${item.id}`));
    const unread = await payer('GET', '/notification?unread=true');
    expect(unread.body.data.items.map((n: { id: number }) => n.id)).not.toContain(item.id);

    // A new proof clears the reason shown.
    const second = await receiptOf(partner, `bukti-benar-${inv.transactionId}.png`);
    const resent = await payer('POST', `/transaction/confirm-payment/${inv.transactionId}`, {
      paymentDate: '2026-11-02', // the API's today: a proof is of a transfer already made
      paymentReceipt: second,
    });
    expect(resent.body.data).toMatchObject({ status: 'proses', paymentRejection: null });
  });

  it('read-all marks only the caller notifications, for every role', async () => {
    const partner = await h.as('merchant');
    const inv = await invoiceOn('2026-11-02', partner, 5_000);
    const payer = await signInNow(h, partner);
    const name = await receiptOf(partner, `bukti-${inv.transactionId}-b.png`);
    await payer('POST', `/transaction/confirm-payment/${inv.transactionId}`, {
      paymentDate: '2026-11-02',
      paymentReceipt: name,
    });
    await (
      await signInNow(h, finance)
    )('POST', `/transaction/reject-payment/${inv.transactionId}`, { reason: 'Buram' });
    const v = await signInNow(h, viewer);
    expectOk(await v('POST', '/notification/read-all'));
    const res = await payer('POST', '/notification/read-all');
    expect(res.body.data.marked).toBe(1);
    expect((await payer('GET', '/notification')).body.data.options.unread).toBe(0);
  });
});

describe('credit control (DOMAIN 19)', () => {
  const DAY = '2026-12-01';
  const NEXT = '2026-12-02';
  let partner: SignedIn;
  let branchId: number;
  let product: string;

  /** The partner orders `amount` rupiah of bread (1 000 a piece) for tomorrow. */
  const order = async (amount: number, deliveryDate = NEXT) => {
    clock.set(wibAt(DAY));
    return (await signInNow(h, partner))('POST', '/transaction/order/store', {
      branchId,
      deliveryDate,
      items: [{ productId: product, qty: amount / 1000 }],
    });
  };
  const settings = (limit: number | null, overdueDays: number | null, mode: 'peringatan' | 'tahan') =>
    h.db
      .update(users)
      .set({ creditLimit: limit, creditOverdueDays: overdueDays, creditMode: mode })
      .where(eq(users.id, partner.userId));

  beforeAll(async () => {
    partner = await h.as('merchant');
    const mine = await outletsOf(h.db, partner.userId);
    branchId = mine.ids[0];
    product = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', title: 'Roti Kredit', stock: 100_000 });
    await publishAt(h.db, mine.tier, { [product]: 1000 });
  });

  it('holds a Rp600.000 order over a Rp10.000.000 limit with Rp9.500.000 open; a Rp1.000.000 payment releases it', async () => {
    await invoiceOn(DAY, partner, 8_500_000);
    const small = await invoiceOn(DAY, partner, 1_000_000);
    await settings(10_000_000, null, 'tahan');

    const held = await order(600_000);
    const reason = t.credit.overLimit(formatRupiah(10_100_000), formatRupiah(10_000_000));
    const placed = expectOk(held, t.credit.heldSaved(reason));
    expect(placed).toMatchObject({ status: 'ditahan', holdReason: reason });
    const id = placed.transactionOrderId;
    const fin = await signInNow(h, finance);
    const confirm = await fin('POST', `/transaction/order/confirm/${id}`);
    expectRefused(confirm, 409, t.credit.heldCannotConfirm);
    expect((await notificationsOf(partner.userId, 'order_held')).map((n) => n.message)).toEqual([
      t.credit.heldNotice(placed.number, reason),
    ]);
    // Finance, who may release it, is told where to find it.
    expect(await notificationsOf(finance.userId, 'order_held')).toContainEqual(
      expect.objectContaining({
        message: t.credit.heldStaffNotice(placed.number, placed.outlet, reason),
        link: `/order/detail/${id}`,
      }),
    );

    // Reordering it cannot skip the check: the copy is held too.
    const copy = await (
      await signInNow(h, partner)
    )('POST', `/transaction/order/reorder/${id}`, { deliveryDate: '2026-12-03' });
    expect(copy.body.data.status).toBe('ditahan');
    expect(copy.body.message).toBe(t.credit.heldSaved(copy.body.data.holdReason));

    // The Rp1.000.000 invoice paid: Rp8.500.000 open, the two held orders (Rp1.200.000) fit and go through by themselves.
    expectOk(await fin('POST', `/transaction/accept-payment/${small.transactionId}`, {}));
    const after = await fin('GET', `/transaction/order/show/${id}`);
    expect(after.body.data.status).toBe('pending');
    expect((await fin('GET', `/transaction/order/show/${copy.body.data.transactionOrderId}`)).body.data.status).toBe(
      'pending',
    );
    const [released] = await auditRows(h.db, { entity: 'order', entityId: String(id), action: 'release' });
    expect(released.actorId).toBe(finance.userId);
    expect(released.diff).toEqual([{ field: 'status', old: 'ditahan', new: 'pending' }]);
    expect(await notificationsOf(partner.userId, 'order_released')).toHaveLength(2);
    // Released, the order no longer waits in finance's bell; the partner's own notices stay its news.
    const financeHeld = (await notificationsOf(finance.userId, 'order_held')).filter((n) => n.entityId === String(id));
    expect(financeHeld.map((n) => n.readAt === null)).toEqual([false]);
    const partnerHeld = await notificationsOf(partner.userId, 'order_held');
    expect(partnerHeld.every((n) => n.readAt === null)).toBe(true);
    expectOk(await fin('POST', `/transaction/order/confirm/${id}`));
  });

  it('counts orders still waiting for confirmation: small orders cannot pass one by one, nor at once', async () => {
    const splitter = await h.as('merchant');
    const mine = await outletsOf(h.db, splitter.userId);
    await publishAt(h.db, mine.tier, { [product]: 1000 });
    await invoiceOn(DAY, splitter, 800_000);
    await h.db.update(users).set({ creditLimit: 1_000_000, creditMode: 'tahan' }).where(eq(users.id, splitter.userId));
    clock.set(wibAt(DAY));
    const call = await signInNow(h, splitter);
    const place = (amount: number, deliveryDate = NEXT) =>
      call('POST', '/transaction/order/store', {
        branchId: mine.ids[0],
        deliveryDate,
        items: [{ productId: product, qty: amount / 1000 }],
      });
    const first = expectOk(await place(150_000));
    expect(first.status).toBe('pending');
    // Edited, the order's own old total is not counted with its new one: Rp800.000 + Rp190.000 fits.
    const edited = await call(
      'POST',
      `/transaction/order/store?type=update&transactionOrderId=${first.transactionOrderId}`,
      {
        branchId: mine.ids[0],
        deliveryDate: NEXT,
        items: [{ productId: product, qty: 190 }],
      },
    );
    expect(expectOk(edited).status).toBe('pending');
    const second = expectOk(await place(150_000, '2026-12-03'));
    expect(second).toMatchObject({
      status: 'ditahan',
      holdReason: t.credit.overLimit(formatRupiah(1_140_000), formatRupiah(1_000_000)),
    });

    // Two placed at the same moment (truly parallel on PostgreSQL): one fits, the other is held.
    await h.db.update(users).set({ creditLimit: 1_140_000 }).where(eq(users.id, splitter.userId));
    const both = await Promise.all([place(100_000, '2026-12-04'), place(100_000, '2026-12-05')]);
    expect(both.map((r) => expectOk(r).status).sort()).toEqual(['ditahan', 'pending']);

    // Orders left pending on days gone by will not be confirmed: they no longer count.
    clock.set(wibAt('2026-12-15'));
    const later = await (
      await signInNow(h, splitter)
    )('POST', '/transaction/order/store', {
      branchId: mine.ids[0],
      deliveryDate: '2026-12-16',
      items: [{ productId: product, qty: 300 }],
    });
    expect(expectOk(later).status).toBe('pending');
  });

  it('holds when an invoice is later than allowed, and finance releases it with a reason', async () => {
    const late = await h.as('merchant');
    const mine = await outletsOf(h.db, late.userId);
    await publishAt(h.db, mine.tier, { [product]: 1000 });
    await invoiceOn('2026-11-01', late, 50_000); // due 15 November: 16 days late on 1 December
    await h.db.update(users).set({ creditOverdueDays: 14, creditMode: 'tahan' }).where(eq(users.id, late.userId));
    clock.set(wibAt(DAY));
    const res = await (
      await signInNow(h, late)
    )('POST', '/transaction/order/store', {
      branchId: mine.ids[0],
      deliveryDate: NEXT,
      items: [{ productId: product, qty: 5 }],
    });
    expect(res.body.data).toMatchObject({ status: 'ditahan', holdReason: t.credit.tooLate(16, 14) });
    const id = res.body.data.transactionOrderId;
    // Held, it does not go out: not on the delivery list (nor the pack, labels and recap that read
    // the same rule) until it is released.
    const production = await signInNow(h, await h.as('production'));
    const onTheList = async () =>
      expectOk(await production('GET', `/delivery?date=${NEXT}`)).items.some(
        (o: { transactionOrderId: number }) => o.transactionOrderId === id,
      );
    expect(await onTheList()).toBe(false);
    // The audit shows the hold as a status (DOMAIN 20), beside the total.
    const [made] = await auditRows(h.db, { entity: 'order', entityId: String(id), action: 'create' });
    expect(made.diff).toEqual([
      { field: 'total', old: null, new: 5000 },
      { field: 'status', old: null, new: 'ditahan' },
    ]);
    const fin = await signInNow(h, finance);
    const noReason = await fin('POST', `/transaction/order/release/${id}`, { reason: '' });
    expect(expectRefused(noReason, 422)).toMatchObject({ reason: t.credit.releaseReasonRequired });
    expectRefused(await (await signInNow(h, late))('POST', `/transaction/order/release/${id}`, { reason: 'x' }), 403);
    const ok = await fin('POST', `/transaction/order/release/${id}`, { reason: 'Janji bayar Jumat' });
    expectOk(ok, t.credit.released);
    expectRefused(await fin('POST', `/transaction/order/release/${id}`, { reason: 'lagi' }), 409);
    expect((await fin('GET', `/transaction/order/show/${id}`)).body.data.status).toBe('pending');
    expect(await onTheList()).toBe(true);
  });

  it('a late invoice of Rp0 holds nothing: only what is still owed can be late', async () => {
    const zero = await h.as('merchant');
    const mine = await outletsOf(h.db, zero.userId);
    await publishAt(h.db, mine.tier, { [product]: 1000 });
    await invoiceOn('2026-11-01', zero, 0); // due 15 November, nothing to pay
    await h.db.update(users).set({ creditOverdueDays: 14, creditMode: 'tahan' }).where(eq(users.id, zero.userId));
    clock.set(wibAt(DAY));
    const res = await (
      await signInNow(h, zero)
    )('POST', '/transaction/order/store', {
      branchId: mine.ids[0],
      deliveryDate: NEXT,
      items: [{ productId: product, qty: 5 }],
    });
    expect(expectOk(res)).toMatchObject({ status: 'pending', holdReason: null });
  });

  it('in warning mode lets the order through and says why; the settings are saved on the partner with their audit', async () => {
    const warned = await h.as('merchant');
    const mine = await outletsOf(h.db, warned.userId);
    await publishAt(h.db, mine.tier, { [product]: 1000 });
    clock.set(wibAt(DAY));
    const fin = await signInNow(h, finance);
    const shown = (await fin('GET', `/mitra/show/${warned.userId}`)).body.data;
    expect(shown).toMatchObject({ creditLimit: null, overdueDays: null, creditMode: 'peringatan' });
    const body = {
      name: shown.name,
      email: shown.email ?? '',
      phoneNumber: shown.phoneNumber ?? '',
      isActive: '1',
      branchId: shown.branchId,
      // What the partner form sends back for the outlet it shows.
      ...outletValuesOf(shown, { phone: shown.officePhoneNumber, email: shown.officeEmail }),
    };
    const bad = await fin('PATCH', `/mitra/update/${warned.userId}`, { ...body, overdueDays: '400' });
    expect(expectRefused(bad, 422)).toMatchObject({ overdueDays: t.credit.overdueDaysInvalid });
    const saved = await fin('PATCH', `/mitra/update/${warned.userId}`, {
      ...body,
      creditLimit: '100.000',
      overdueDays: '',
      creditMode: 'peringatan',
    });
    expect(expectOk(saved)).toMatchObject({ creditLimit: 100_000, overdueDays: null, creditMode: 'peringatan' });
    const [audit] = await auditRows(h.db, { entity: 'mitra', entityId: String(warned.userId) });
    expect(audit.diff).toEqual([{ field: 'creditLimit', old: null, new: 100_000 }]);

    const res = await (
      await signInNow(h, warned)
    )('POST', '/transaction/order/store', {
      branchId: mine.ids[0],
      deliveryDate: NEXT,
      items: [{ productId: product, qty: 150 }],
    });
    const placed = expectOk(res, t.dialog.orderSuccessToast);
    expect(placed.status).toBe('pending');
    expect(placed.creditWarning).toBe(
      t.credit.warning(t.credit.overLimit(formatRupiah(150_000), formatRupiah(100_000))),
    );
  });
});
