import { eq } from 'drizzle-orm';
import { outlets } from '../lib/api/db/schema/outlets';
import { insertAccount, insertOutlet } from '../lib/api/db/seed/accounts';
import type { Db } from '../lib/api/db/client';
import { DEMO_PASSWORD } from '../lib/api/db/seed/demo';
import { recipeItems, recipes } from '../lib/api/db/schema/recipes';
import { supplierProducts, suppliers } from '../lib/api/db/schema/suppliers';
import { insertProduct, publishAt } from '../lib/testing/fixtures';

/**
 * Accounts that e2e journeys may change (passwords, isNew) without disturbing the demo
 * accounts other journeys log in with. Seeded by the e2e server next to the demo data.
 */
export const E2E_ACCOUNTS = {
  passwordChanger: { username: 'e2e-ganti-password', role: 'delivery' as const },
  newAccount: { username: 'e2e-akun-baru', role: 'production' as const },
  profileEditor: { username: 'e2e-profil', role: 'warehouse' as const },
  sessionUser: { username: 'e2e-sesi', role: 'viewer' as const },
  /** Only visited by the screen sweeps (never given a password), whatever order specs run in. */
  sweepNewAccount: { username: 'e2e-sapu-baru', role: 'production' as const },
  /**
   * A partner whose one outlet only the dispatch and standing-order journeys order for: their
   * orders do not change the habits ("Yakin?") or the lists other journeys read of the demo
   * partners, and no other journey orders for it tomorrow.
   */
  dispatchPartner: { username: 'e2e-mitra-kirim', role: 'merchant' as const },
  /** Orders only the production-plan journey's bread, so the plan's figures are its own. */
  planPartner: { username: 'e2e-mitra-rencana', role: 'merchant' as const },
  /** Owes the receivables journey's late invoice; nobody else bills it, so its ageing is its own. */
  receivablesPartner: { username: 'e2e-mitra-piutang', role: 'merchant' as const },
  /** Its first outlet is inactive: sign-in selects the active one, the picker marks the other. */
  closedOutletPartner: { username: 'e2e-mitra-tutup', role: 'merchant' as const },
};

/** The outlets of E2E_ACCOUNTS.closedOutletPartner, the inactive one first (the lower id). */
export const CLOSED_OUTLETS = { inactive: 'Outlet Uji Tutup', active: 'Outlet Uji Buka' };

/** The receivables journey's partner (with a WhatsApp number) and its one outlet. */
export const RECEIVABLES = { partner: 'Mitra Uji Piutang', outlet: 'Outlet Uji Piutang', phone: '0812-3456-7890' };

/**
 * The production-plan journey's own catalogue (DOMAIN 16): a bread only the plan partner orders, a
 * semi-finished cream with its recipe, and two raw materials, flour short and from a preferred supplier.
 */
export const PLAN = {
  bread: { id: '880', title: 'Roti Rencana Uji' },
  cream: { id: '881', title: 'Krim Rencana Uji' },
  flour: { id: '882', title: 'Tepung Rencana Uji', stock: 3 },
  sugar: { id: '883', title: 'Gula Rencana Uji', stock: 100 },
  /** Kept per size (S, M, L), without a recipe: planned per size as ordered. */
  sized: { id: '884', title: 'Roti Ukuran Uji' },
  supplier: 'PT Pemasok Rencana Uji',
  outlet: 'Outlet Uji Rencana',
} as const;

/** The outlets of E2E_ACCOUNTS.dispatchPartner, on the demo Dago outlet's price tier. */
export const DISPATCH_OUTLET = 'Outlet Uji Kirim';
export const DISPATCH_OUTLET_2 = 'Outlet Uji Kirim Dua';

export async function seedE2eAccounts(db: Db) {
  await insertAccount(db, { ...E2E_ACCOUNTS.passwordChanger, password: DEMO_PASSWORD, name: 'Kurir Uji' });
  await insertAccount(db, { ...E2E_ACCOUNTS.newAccount, password: DEMO_PASSWORD, name: 'Produksi Baru', isNew: true });
  await insertAccount(db, { ...E2E_ACCOUNTS.profileEditor, password: DEMO_PASSWORD, name: 'Gudang Uji' });
  await insertAccount(db, { ...E2E_ACCOUNTS.sessionUser, password: DEMO_PASSWORD, name: 'Viewer Sesi' });
  await insertAccount(db, {
    ...E2E_ACCOUNTS.sweepNewAccount,
    password: DEMO_PASSWORD,
    name: 'Produksi Sapu',
    isNew: true,
  });
  const partnerId = await insertAccount(db, {
    ...E2E_ACCOUNTS.dispatchPartner,
    password: DEMO_PASSWORD,
    name: 'Mitra Uji Kirim',
  });
  const [dago] = await db
    .select({ tier: outlets.branchGroupId })
    .from(outlets)
    .where(eq(outlets.title, 'Roti Pusat Dago'));
  await insertOutlet(db, {
    ownerId: partnerId,
    title: DISPATCH_OUTLET,
    phoneNumber: '0222509999',
    address: 'Jl. Uji Kirim No. 1',
    district: 'Kota Bandung',
    branchGroupId: dago.tier,
  });
  await insertOutlet(db, {
    ownerId: partnerId,
    title: DISPATCH_OUTLET_2,
    phoneNumber: '0222508888',
    address: 'Jl. Uji Kirim No. 2',
    district: 'Kota Bandung',
    branchGroupId: dago.tier,
  });
  await seedPlanJourney(db, dago.tier!);
  const debtor = await insertAccount(db, {
    ...E2E_ACCOUNTS.receivablesPartner,
    password: DEMO_PASSWORD,
    name: RECEIVABLES.partner,
    phoneNumber: RECEIVABLES.phone,
  });
  const closedOutletPartner = await insertAccount(db, {
    ...E2E_ACCOUNTS.closedOutletPartner,
    password: DEMO_PASSWORD,
    name: 'Mitra Uji Tutup',
  });
  for (const [title, isActive] of [
    [CLOSED_OUTLETS.inactive, false],
    [CLOSED_OUTLETS.active, true],
  ] as const)
    await insertOutlet(db, {
      ownerId: closedOutletPartner,
      title,
      isActive,
      address: 'Jl. Uji Tutup No. 1',
      district: 'Kota Bandung',
      branchGroupId: dago.tier,
    });
  await insertOutlet(db, {
    ownerId: debtor,
    title: RECEIVABLES.outlet,
    address: 'Jl. Uji Piutang No. 1',
    district: 'Kota Bandung',
    branchGroupId: dago.tier,
  });
}

async function seedPlanJourney(db: Db, tier: number) {
  const planPartner = await insertAccount(db, {
    ...E2E_ACCOUNTS.planPartner,
    password: DEMO_PASSWORD,
    name: 'Mitra Uji Rencana',
  });
  await insertOutlet(db, {
    ownerId: planPartner,
    title: PLAN.outlet,
    phoneNumber: '0222507777',
    address: 'Jl. Uji Rencana No. 1',
    district: 'Kota Bandung',
    branchGroupId: tier,
  });
  await insertProduct(db, { id: PLAN.bread.id, title: PLAN.bread.title, type: 'bahan_jadi', unit: 'pcs' });
  await insertProduct(db, { id: PLAN.cream.id, title: PLAN.cream.title, type: 'setengah_jadi', unit: 'kg' });
  await insertProduct(db, { id: PLAN.flour.id, title: PLAN.flour.title, unit: 'kg', stock: PLAN.flour.stock });
  await insertProduct(db, { id: PLAN.sugar.id, title: PLAN.sugar.title, unit: 'kg', stock: PLAN.sugar.stock });
  await insertProduct(db, {
    id: PLAN.sized.id,
    title: PLAN.sized.title,
    type: 'bahan_jadi',
    unit: 'pcs',
    sizes: ['S', 'M', 'L'],
  });
  await publishAt(db, tier, { [PLAN.bread.id]: 5000, [PLAN.sized.id]: 6000 });
  await db.insert(recipes).values({ productId: PLAN.cream.id, batchYield: 5, lossPercent: 0 });
  await db.insert(recipeItems).values({ recipeProductId: PLAN.cream.id, ingredientId: PLAN.sugar.id, qty: 2.5 });
  const [supplier] = await db.insert(suppliers).values({ company: PLAN.supplier }).returning({ id: suppliers.id });
  await db
    .insert(supplierProducts)
    .values({ supplierId: supplier.id, productId: PLAN.flour.id, price: 12000, leadDays: 1, preferred: true });
}
