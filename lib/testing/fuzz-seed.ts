import { queryRows } from '../api/db/raw';
import { eq, sql } from 'drizzle-orm';
import { API_PREFIX } from '../api/app';
import { users } from '../api/db/schema/accounts';
import { productPrices, products } from '../api/db/schema/catalog';
import { outlets } from '../api/db/schema/outlets';
import { insertAccount, insertBranchGroup, insertOutlet } from '../api/db/seed/accounts';
import { notificationSignature } from '../api/payments/midtrans';
import { hashPassword } from '../api/services/passwords';
import { issueToken, resolveToken } from '../api/services/sessions';
import { ROLE_IDS, ROLE_PAGES, type RolePage } from '../roles';
import type { TestApi } from './api';
import { insertProduct } from './fixtures';
import type { FuzzPools } from './fuzz-arbitraries';
import { FUZZ_MIDTRANS_KEY } from './fuzz-snap';
import { ONE_PIXEL_PNG as PNG } from './files';
import { day } from './days';

/** Who sends fuzz requests: every role, and nobody. */
export type FuzzCaller = RolePage | 'anonymous';
export const FUZZ_CALLERS: readonly FuzzCaller[] = ['anonymous', ...ROLE_PAGES];

interface Signed {
  userId: number;
  token: string;
}

let seq = 0;
const name = (prefix: string) => `${prefix}fz${Date.now().toString(36)}${(seq++).toString(36)}`;

/**
 * A bakery with a bit of everything, made through the API as the screens would make it: two
 * partners with outlets and price tiers, raw and finished products with stock and prices, pending,
 * confirmed and cancelled orders, a month's invoices and a manual one, a supplier with a
 * procurement, a production batch, a closed day and an uploaded receipt. Then one signed-in
 * account per role; `actors` keeps them usable however the fuzzing changes the data.
 */
export async function seedBakery(h: TestApi) {
  const owner = await h.as('owner');
  const warehouse = await h.as('warehouse');
  const production = await h.as('production');
  const partnerA = await h.as('merchant');
  const partnerB = await h.makePartner(2);
  const ok = async (res: Promise<{ status: number; body: { message: string; data: unknown } }>, what: string) => {
    const answer = await res;
    if (answer.status !== 200)
      throw new Error(`seed ${what}: ${answer.status} ${answer.body.message} ${JSON.stringify(answer.body)}`);
    return answer.body.data as Record<string, unknown>;
  };

  const flour = await insertProduct(h.db, { title: 'Tepung Terigu', unit: 'kg', stock: 500 });
  const sugar = await insertProduct(h.db, { title: 'Gula Pasir', unit: 'kg', stock: 200 });
  const breads: string[] = [];
  for (const title of ['Roti Tawar', 'Roti Coklat', 'Bolu Pandan'])
    breads.push(await insertProduct(h.db, { title, type: 'bahan_jadi', unit: 'pcs', stock: 5_000 }));
  await h.db
    .update(products)
    .set({ sizes: ['S', 'M', 'L'], defaultSize: 'M' })
    .where(eq(products.id, breads[2]));
  const tiers = await h.db.selectDistinct({ g: outlets.branchGroupId }).from(outlets);
  for (const bread of breads)
    await h.db
      .insert(productPrices)
      .values(tiers.map(({ g }, i) => ({ productId: bread, branchGroupId: g!, price: 5_000 + 500 * i })));

  const outletsA = (
    await h.db.select({ id: outlets.id }).from(outlets).where(eq(outlets.ownerId, partnerA.userId))
  ).map((o) => o.id);
  const tomorrow = day(1);
  await ok(
    partnerA.call('POST', '/transaction/order/store', {
      branchId: outletsA[0],
      deliveryDate: tomorrow,
      items: [
        { productId: breads[0], qty: 3 },
        { productId: breads[2], qty: 2, notes: 'L' },
      ],
      notes: 'Pagi',
    }),
    'pending order',
  );
  const confirmed = await ok(
    owner.call('POST', '/transaction/order/store', {
      branchId: outletsA[1],
      deliveryDate: tomorrow,
      items: [{ productId: breads[1], qty: 5 }],
    }),
    'order 2',
  );
  await ok(owner.call('POST', `/transaction/order/confirm/${confirmed.transactionOrderId}`), 'confirm');
  const forB = await ok(
    owner.call('POST', '/transaction/order/store', {
      branchId: partnerB.outletIds[0],
      deliveryDate: day(2),
      items: [{ productId: breads[0], qty: 4 }],
    }),
    'order 3',
  );
  await ok(owner.call('POST', `/transaction/order/confirm/${forB.transactionOrderId}`), 'confirm 3');
  const cancelled = await ok(
    partnerA.call('POST', '/transaction/order/store', {
      branchId: outletsA[0],
      deliveryDate: day(3),
      items: [{ productId: breads[1], qty: 1 }],
    }),
    'order 4',
  );
  await ok(partnerA.call('POST', `/transaction/order/cancel/${cancelled.transactionOrderId}`), 'cancel');

  await ok(owner.call('POST', `/transaction/store?periode=${tomorrow.slice(0, 7)}`), 'invoices');
  const manual = await ok(
    owner.call('POST', '/transaction/store', {
      branchId: outletsA[0],
      items: [{ productId: breads[0], qty: 2, price: 4_500 }],
      notes: 'Manual',
    }),
    'manual invoice',
  );
  await ok(partnerA.call('POST', '/midtrans/store', { transactionId: manual.transactionId }), 'online payment');

  const supplier = await ok(
    warehouse.call('POST', '/supplier/store', {
      company: 'PT Tepung Sari',
      bankAccount: 'BCA',
      bankAccountName: 'PT Tepung Sari',
      bankAccountNumber: '2470881234',
    }),
    'supplier',
  );
  await ok(
    warehouse.call('POST', '/procurement/store', {
      supplierId: supplier.supplierId,
      paymentDueOn: day(14),
      notes: 'Stok bulanan',
      items: [
        { productId: flour, qty: 10, price: 12_000 },
        { productId: sugar, qty: 5, price: 15_000 },
      ],
    }),
    'procurement',
  );
  await ok(
    production.call('POST', '/production/store', {
      items: [
        { productId: breads[0], qty: 20, type: 'bahan_jadi' },
        { productId: flour, qty: 2 },
      ],
      notes: 'Shift pagi',
    }),
    'production',
  );
  await ok(owner.call('POST', '/schedule-close/store', { startDate: day(20), notes: 'Libur pabrik' }), 'closure');

  const form = new FormData();
  form.append('imageUrl', new File([new Uint8Array(PNG)], 'bukti.png', { type: 'image/png' }));
  const upload = await h.api.request(`${API_PREFIX}/utils/upload-file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  if (upload.status !== 200) throw new Error(`seed upload: ${upload.status} ${await upload.text()}`);

  const actors = new FuzzActors(h, { owner, warehouse, production, merchant: partnerA });
  await actors.init();
  return { actors };
}

/**
 * One signed-in account per role. A successful fuzz request may log it out, deactivate, reset,
 * delete or re-role it (that is what those routes do); `repair` gives the role a working token
 * again, reusing the account when it is still fit and making a new one when it is not.
 */
export class FuzzActors {
  private readonly signed = new Map<RolePage, Signed>();
  /** One argon2id hash for every account made here: hashing costs more than the fuzzing itself. */
  private passwordHash: Promise<string> | undefined;

  constructor(
    private readonly h: TestApi,
    initial: Partial<Record<RolePage, Signed>>,
  ) {
    for (const [role, s] of Object.entries(initial))
      this.signed.set(role as RolePage, { userId: s.userId, token: s.token });
  }

  async init() {
    for (const role of ROLE_PAGES) if (!this.signed.has(role)) this.signed.set(role, await this.fresh(role));
  }

  token(caller: FuzzCaller): string | null {
    return caller === 'anonymous' ? null : this.signed.get(caller)!.token;
  }

  userIds(): number[] {
    return [...this.signed.values()].map((s) => s.userId);
  }

  /** After a successful request: every role signed in again as an active, not-new account of that role. */
  async repair(): Promise<RolePage[]> {
    const repaired: RolePage[] = [];
    for (const role of ROLE_PAGES) {
      const current = this.signed.get(role)!;
      const actor = await resolveToken(this.h.db, current.token);
      if (actor && actor.role === role && !actor.isNew && (role !== 'admin-merchant' || actor.partnerId !== null))
        continue;
      repaired.push(role);
      const [row] = await this.h.db.select().from(users).where(eq(users.id, current.userId));
      const fit =
        row &&
        row.roleId === ROLE_IDS[role] &&
        (role !== 'admin-merchant' || row.partnerId !== null) &&
        (role !== 'merchant' || (await this.hasOutlet(row.id)));
      if (fit) {
        await this.h.db.update(users).set({ isActive: true, isNew: false }).where(eq(users.id, row.id));
        this.signed.set(role, {
          userId: row.id,
          token: await issueToken(this.h.db, row.id, { remember: false, branchId: null }),
        });
      } else {
        this.signed.set(role, await this.fresh(role));
      }
    }
    return repaired;
  }

  private async hasOutlet(userId: number) {
    const rows = await this.h.db.select({ id: outlets.id }).from(outlets).where(eq(outlets.ownerId, userId)).limit(1);
    return rows.length > 0;
  }

  private async fresh(role: RolePage): Promise<Signed> {
    const db = this.h.db;
    const hash = await (this.passwordHash ??= hashPassword('rahasia-fuzz-123'));
    const username = name(role.replace('-', ''));
    const partnerId =
      role === 'admin-merchant' ? (this.signed.get('merchant') ?? (await this.fresh('merchant'))).userId : null;
    const userId = await insertAccount(db, { role, username, password: '', name: `Fuzz ${role}`, partnerId }, hash);
    if (role === 'merchant') {
      // A partner as makePartner makes one: two outlets on a price tier of its own.
      const tier = await insertBranchGroup(db, `Tier ${username}`);
      for (const n of [1, 2])
        await insertOutlet(db, { ownerId: userId, title: `Outlet ${username} ${n}`, branchGroupId: tier });
    }
    return { userId, token: await issueToken(db, userId, { remember: false, branchId: null }) };
  }
}

/** Ids, product codes, file names and dates that exist now, for the arbitraries to hit. */
export async function refreshPools(h: TestApi, pools: FuzzPools): Promise<void> {
  const rows = await queryRows<{ v: string; k: string }>(
    h.db,
    sql`
    select id::text as v, 'int' as k from users union all select id::text, 'int' from outlets union all select id::text, 'int' from branch_groups
    union all select id::text, 'int' from suppliers union all select id::text, 'int' from procurements union all select id::text, 'int' from productions
    union all select id::text, 'int' from transaction_orders union all select id::text, 'int' from invoices union all select id::text, 'int' from schedule_closures
    union all select id::text, 'int' from product_types union all select id::text, 'int' from product_units
    union all select id, 'product' from products union all select filename, 'file' from files union all select path, 'folder' from files
    union all select delivery_date::text, 'date' from transaction_orders union all select to_char(delivery_date, 'YYYY-MM'), 'period' from transaction_orders
  `,
  );
  const of = (k: string) => [...new Set(rows.filter((r) => r.k === k).map((r) => r.v))];
  pools.ints = [...new Set([...of('int').map(Number), ...ROLE_PAGES.map((r) => ROLE_IDS[r])])];
  pools.productIds = of('product');
  pools.filenames = of('file');
  pools.folders = of('folder');
  pools.dates = [...of('date'), day(1), day(0), day(-1), day(30)];
  pools.periods = [...of('period'), day(0).slice(0, 7)];
  // Notifications signed with the configured key, for payments that exist: they get past the
  // signature check to the amount check, the replay guard and the status rules.
  const attempts = await queryRows<{ orderId: string; gross: string }>(
    h.db,
    sql`select order_id as "orderId", gross_amount::text as gross from payment_attempts`,
  );
  pools.examples['POST /midtrans/notification'] = attempts.flatMap(({ orderId, gross }) =>
    ['settlement', 'capture', 'pending', 'expire', 'deny'].flatMap((status) =>
      [gross, `${gross}.00`, '1.00'].map((amount) => ({
        order_id: orderId,
        status_code: status === 'pending' ? '201' : '200',
        gross_amount: amount,
        signature_key: notificationSignature(orderId, status === 'pending' ? '201' : '200', amount, FUZZ_MIDTRANS_KEY),
        transaction_status: status,
        transaction_id: `trx-${status}-${amount}`,
        fraud_status: 'accept',
      })),
    ),
  );
}
