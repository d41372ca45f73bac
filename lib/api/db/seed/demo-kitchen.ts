import { and, asc, eq, sql } from 'drizzle-orm';
import { formatRupiah, todayInWib } from '../../../i18n/format';
import type { Actor } from '../../actor';
import { ApiError } from '../../errors';
import { actorOf } from '../../services/acting';
import { acceptDelivery, acceptPayment } from '../../services/procurement-acceptance';
import { createProcurement } from '../../services/procurements';
import { createPlanProductions } from '../../services/production-plan';
import { approveProduction } from '../../services/productions';
import { confirmBulk } from '../../services/dispatch';
import { saveRecipe } from '../../services/recipes';
import { updateSupplierProducts } from '../../services/suppliers';
import { storeUpload } from '../../services/uploads';
import type { Db } from '../client';
import { productTypes, productUnits, products } from '../schema/catalog';
import { suppliers } from '../schema/suppliers';
import { demoReceiptPdf } from './demo-files';
import { selectProducts } from '../../services/product-select';
import { shiftDate } from '../../../iso-dates';

/** The sweet dough most breads start from, per batch, in each raw material's unit (demo catalogue ids). */
const DOUGH: Record<string, number> = { '101': 5, '102': 0.6, '103': 0.5, '104': 0.8, '105': 60, '106': 1.5 };

/** What a bread adds to (or has more of than) the dough, per batch. */
const EXTRAS: Record<string, Record<string, number>> = {
  '002': { '108': 1.2 }, // Roti Sobek Cokelat
  '003': { '110': 1.5, '102': 1 }, // Roti Manis Kelapa
  '009': { '108': 1 }, // Roti Pisang Cokelat
  '011': { '103': 2.5 }, // Croissant Mentega
  '010': { '107': 1, '109': 0.8 }, // Roti Krim Keju
  '012': { '109': 1 }, // Roti Krim Pandan
  '025': { '109': 1.2, '104': 1.6 }, // Bolu Gulung Krim
  '018': { '104': 1.6 }, // Bolu Pandan
  '021': { '108': 1.5, '104': 1.2 }, // Brownies Panggang
  '030': { '106': 2.5 }, // Roti Kasur Susu
  '049': { '103': 2, '104': 2.4 }, // Kue Lapis Legit
};

/** Who sells what: [supplier, product, price per unit, lead days]; each the preferred source. */
const SOURCES: [string, string, number, number][] = [
  ['PT Tepung Sari Nusantara', '101', 11_500, 2],
  ['CV Manis Jaya Abadi', '102', 14_500, 1],
  ['CV Manis Jaya Abadi', '105', 120, 1],
  ['CV Manis Jaya Abadi', '108', 95_000, 2],
  ['CV Manis Jaya Abadi', '110', 28_000, 1],
  ['Koperasi Susu Lembang Sejahtera', '103', 85_000, 1],
  ['Koperasi Susu Lembang Sejahtera', '106', 18_000, 1],
  ['Koperasi Susu Lembang Sejahtera', '107', 120_000, 2],
  ['Koperasi Susu Lembang Sejahtera', '109', 65_000, 1],
  ['UD Telur Berkah Ciamis', '104', 29_000, 1],
];

/**
 * The kitchen of the demo bakery, through the services: a recipe for every finished good, what each
 * supplier sells, purchases in every state (received and paid with both receipts, received and
 * unpaid, ordered and waiting), the batch for today's deliveries made from the plan and approved
 * (raw materials consumed, lots booked) and tomorrow's made from the plan, waiting for the
 * warehouse. `now` is the morning of the demo's first start.
 */
export async function seedDemoKitchen(db: Db, now: Date): Promise<void> {
  const today = todayInWib(now);
  const production = await actorOf(db, 'produksi', now);
  const warehouse = await actorOf(db, 'gudang', now);

  const finished = await selectProducts(db, { id: products.id, unit: productUnits.name })
    .where(and(eq(productTypes.key, 'bahan_jadi'), eq(products.isPublish, true), sql`${products.id} ~ '^[0-9]+$'`))
    .orderBy(asc(products.id));
  for (const product of finished) {
    const perBatch = { ...DOUGH };
    for (const [ingredient, qty] of Object.entries(EXTRAS[product.id] ?? {}))
      perBatch[ingredient] = (perBatch[ingredient] ?? 0) + qty;
    await saveRecipe(db, production, product.id, {
      // A tray of pieces, or ten of the big ones (cakes, packs, boxes).
      batchYield: product.unit === 'pcs' ? 60 : 10,
      lossPercent: 3,
      items: Object.entries(perBatch).map(([productId, qty]) => ({ productId, qty })),
    });
  }

  const supplierIds = new Map(
    (await db.select({ id: suppliers.id, company: suppliers.company }).from(suppliers)).map((s) => [s.company, s.id]),
  );
  for (const company of new Set(SOURCES.map(([name]) => name))) {
    const id = supplierIds.get(company);
    if (id === undefined) continue;
    await updateSupplierProducts(db, warehouse, id, {
      products: SOURCES.filter(([name]) => name === company).map(([, productId, price, leadDays]) => ({
        productId,
        price,
        leadDays,
        preferred: true,
      })),
    });
  }

  // Each step happens at the time it tells of (the services stamp the API's time): the stock
  // ledger then reads in the order things happened.
  const on = (actor: Actor, daysAgo: number, time = '10:00'): Actor => ({
    ...actor,
    now: new Date(`${shiftDate(today, -daysAgo)}T${time}:00+07:00`),
  });
  const purchase = async (company: string, lines: [string, number][], notes: string | null, by = warehouse) => {
    const supplierId = supplierIds.get(company);
    if (supplierId === undefined) return null;
    const items = lines.map(([productId, qty]) => ({
      productId,
      qty,
      price: SOURCES.find(([name, id]) => name === company && id === productId)?.[2] ?? 0,
      unit: null,
    }));
    const made = await createProcurement(db, by, {
      supplierId,
      paymentDueOn: shiftDate(today, 14),
      notes,
      items,
    });
    return { id: made.procurementId, number: made.number, company, total: made.total };
  };

  // Flour delivered three days ago and paid yesterday, with the delivery note and the transfer receipt.
  const flour = await purchase('PT Tepung Sari Nusantara', [['101', 200]], 'Stok tepung dua minggu', on(warehouse, 5));
  if (flour) {
    await receive(db, on(warehouse, 3), flour, shiftDate(today, -3), 'Agus (sopir PT Tepung Sari)');
    const receipt = await uploadReceipt(
      db,
      on(warehouse, 1),
      'Bukti Transfer',
      [
        ['Ke', flour.company],
        ['Untuk', flour.number],
        ['Tanggal', shiftDate(today, -1)],
      ],
      formatRupiah(flour.total),
    );
    await acceptPayment(db, on(warehouse, 1), flour.id, {
      paymentNote: 'Transfer BCA',
      paymentReceipt: receipt.filename,
      paymentReceiptPath: receipt.path,
      paymentDate: shiftDate(today, -1),
    });
  }
  // Eggs delivered yesterday, to be paid within the supplier's term.
  const eggs = await purchase('UD Telur Berkah Ciamis', [['104', 40]], null, on(warehouse, 3));
  if (eggs) await receive(db, on(warehouse, 1, '08:00'), eggs, shiftDate(today, -1), 'Ujang');
  // Ordered and on their way: what the warehouse receives next.
  await purchase(
    'CV Manis Jaya Abadi',
    [
      ['102', 50],
      ['108', 10],
    ],
    'Stok untuk minggu depan',
  );
  await purchase(
    'Koperasi Susu Lembang Sejahtera',
    [
      ['106', 40],
      ['109', 20],
    ],
    null,
  );

  // Today's deliveries were baked at dawn from the plan; tomorrow's batch waits for the warehouse.
  const dawn = new Date(now.getTime() - 4 * 3_600_000);
  const baked = await fromPlan(db, { ...production, now: dawn }, today);
  if (baked) await approveProduction(db, { ...warehouse, now: dawn }, baked.productionId);
  // Then today's orders were confirmed for the drivers, the outlets that ordered first served
  // first; one the stock cannot cover stays Menunggu, as it would.
  await confirmBulk(db, { ...production, now: new Date(dawn.getTime() + 30 * 60_000) }, { deliveryDate: today });
  await fromPlan(db, production, shiftDate(today, 1));
}

/** The production document of a delivery date from its plan; null when the plan has nothing to make. */
async function fromPlan(db: Db, production: Actor, deliveryDate: string) {
  try {
    return await createPlanProductions(db, production, deliveryDate);
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) return null;
    throw err;
  }
}

async function receive(
  db: Db,
  warehouse: Actor,
  purchase: { id: number; number: string; company: string; total: number },
  deliveryDate: string,
  deliveredBy: string,
) {
  const note = await uploadReceipt(
    db,
    warehouse,
    'Surat Jalan',
    [
      ['Dari', purchase.company],
      ['Pesanan', purchase.number],
      ['Tanggal kirim', deliveryDate],
      ['Pengantar', deliveredBy],
    ],
    formatRupiah(purchase.total),
  );
  await acceptDelivery(db, warehouse, purchase.id, {
    deliveryName: deliveredBy,
    deliveryReceipt: note.filename,
    deliveryReceiptPath: note.path,
    deliveryDate,
    seenUpdatedAt: null,
  });
}

export const upload = (db: Db, actor: Actor, bytes: Uint8Array, originalName: string) =>
  storeUpload(db, actor, { bytes, originalName });

/** A supplier's paper (delivery note, transfer receipt) as a stored PDF, named after its heading. */
async function uploadReceipt(db: Db, actor: Actor, heading: string, lines: [string, string][], total: string) {
  const name = `${heading.toLowerCase().replace(/\s+/g, '-')}.pdf`;
  return upload(db, actor, await demoReceiptPdf(heading, lines, total), name);
}
