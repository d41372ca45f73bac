import { expect, test } from '@playwright/test';
import path from 'node:path';
import { format, parseISO, subMonths } from 'date-fns';
import { sql } from 'drizzle-orm';
import { openPglite } from '../lib/api/db/client';
import { DEMO_PASSWORD } from '../lib/api/db/seed/demo';
import { todayInWib } from '../lib/i18n/format';
import { day } from './helpers';
import { startPrivateServer } from './private-server';

/**
 * Issue 19: SIGTERM while a month close and a burst of orders are in flight. The built server
 * (scripts/serve.mjs, as `npm start` runs it) gets its own embedded database holding the demo in
 * full swing (last month waits for its month close). It must answer every request it accepted,
 * close the database and exit 0; afterwards the database holds exactly what was answered 200,
 * with nothing half-done.
 */
const ORDERS = 30;

interface Answer {
  status: number | null;
  body: { success?: boolean; message?: string; data?: Record<string, unknown> } | null;
  /** When the answer (or the failure) arrived. */
  at: number;
}

async function call(url: string, init: RequestInit): Promise<Answer> {
  try {
    const res = await fetch(url, init);
    const body = await res.json().catch(() => null);
    return { status: res.status, body, at: Date.now() };
  } catch {
    return { status: null, body: null, at: Date.now() }; // refused or cut: never accepted
  }
}

test('SIGTERM during a month close and an order burst: every accepted request is answered and kept', async () => {
  test.setTimeout(180_000);
  const server = await startPrivateServer();
  const { api } = server;
  try {
    const signIn = async (username: string) => {
      const res = await call(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { authorization: `Bearer ${res.body!.data!.token as string}`, 'content-type': 'application/json' };
    };
    const finance = await signIn('finance');
    const partner = await signIn('mitra');
    const profile = await call(`${api}/auth/profile`, { method: 'POST', headers: partner });
    const branchId = (profile.body!.data!.outlet as { branchId: number }[])[0].branchId;
    const deliveryDate = day(7);
    const lastMonth = format(subMonths(parseISO(todayInWib()), 1), 'yyyy-MM');

    // The month close first, then the burst; the signal comes while they are being served.
    const close = call(`${api}/transaction/store?periode=${lastMonth}`, {
      method: 'POST',
      headers: { authorization: finance.authorization },
    });
    const orders = Array.from({ length: ORDERS }, (_, i) =>
      call(`${api}/transaction/order/store`, {
        method: 'POST',
        headers: partner,
        body: JSON.stringify({ branchId, deliveryDate, items: [{ productId: '001', qty: i + 1 }] }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalledAt = Date.now();
    server.signal('SIGTERM');
    const [closed, ...placed] = await Promise.all([close, ...orders]);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('[server] berhenti.');

    // Requests in flight at the signal were finished, not cut: some answers came after it.
    const answered = [closed, ...placed].filter((a) => a.status !== null);
    expect(answered.filter((a) => a.at > signalledAt).length).toBeGreaterThan(0);
    for (const a of answered) expect(a.status, JSON.stringify(a.body)).toBe(200);

    const database = await openPglite(path.join(server.dataDir, 'pglite'));
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      // Exactly the orders answered 200 are there, each with its line.
      const numbers = placed.filter((a) => a.status === 200).map((a) => a.body!.data!.number as string);
      const kept = await rows<{ number: string; lines: number }>(
        sql`select o.number, (select count(*)::int from transaction_order_items i where i.order_id = o.id) as lines
            from transaction_orders o where o.delivery_date = ${deliveryDate}::date and o.outlet_id = ${branchId}`,
      );
      expect(kept.map((o) => o.number).sort()).toEqual([...numbers].sort());
      expect(kept.every((o) => o.lines === 1)).toBe(true);
      // The month close is all or nothing: its invoices equal their orders, and answered means done.
      const invoices = await rows<{ id: number; total: string; orders: string }>(
        sql`select i.id, i.total::text, (select coalesce(sum(total), 0)::text from transaction_orders o where o.invoice_id = i.id) as orders
            from invoices i where i.periode = ${lastMonth}`,
      );
      for (const invoice of invoices) expect(invoice.total).toBe(invoice.orders);
      if (closed.status === 200) expect(invoices.length).toBeGreaterThan(0);
      else expect(invoices).toEqual([]);
    } finally {
      await database.close();
    }
  } finally {
    server.dispose();
  }
});
