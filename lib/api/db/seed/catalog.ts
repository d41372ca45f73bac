import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { productPrices, products, productTypes, productUnits } from '../schema/catalog';

type Unit = 'pcs' | 'kg' | 'gram' | 'liter' | 'pack' | 'loyang' | 'box';

interface DemoProduct {
  id: string;
  title: string;
  description?: string;
  unit: Unit;
  /** Price for the regular tier in whole rupiah; the big-city tier pays a little more. */
  price?: number;
  minOrder?: number;
  quota?: number;
  sizes?: string[];
  sizeRequired?: boolean;
  defaultSize?: string;
  hasLabel?: boolean;
  isPublish?: boolean;
}

const SML = ['S', 'M', 'L'];

/** Finished goods in the order the order form and the exports show them. */
const FINISHED: DemoProduct[] = [
  {
    id: '001',
    title: 'Roti Tawar Kupas',
    description: 'Roti tawar lembut tanpa kulit, 10 lembar.',
    unit: 'pcs',
    price: 16000,
  },
  {
    id: '013',
    title: 'Roti Tawar Gandum',
    description: 'Roti tawar gandum utuh; ukuran S, M atau L wajib dipilih.',
    unit: 'pcs',
    price: 21000,
    sizes: SML,
    sizeRequired: true,
  },
  {
    id: '002',
    title: 'Roti Sobek Cokelat',
    description: 'Roti sobek isi cokelat, 8 potong.',
    unit: 'pcs',
    price: 22000,
  },
  {
    id: '003',
    title: 'Roti Manis Kelapa',
    description: 'Roti manis isi unti kelapa gula merah.',
    unit: 'pcs',
    price: 5000,
  },
  { id: '005', title: 'Roti Sosis', description: 'Roti dengan sosis sapi dan mayones.', unit: 'pcs', price: 7000 },
  { id: '007', title: 'Roti Abon Sapi', description: 'Roti manis dengan topping abon sapi.', unit: 'pcs', price: 7500 },
  {
    id: '009',
    title: 'Roti Pisang Cokelat',
    description: 'Roti isi pisang dan cokelat lumer.',
    unit: 'pcs',
    price: 6000,
  },
  {
    id: '008',
    title: 'Donat Gula',
    description: 'Donat empuk tabur gula halus.',
    unit: 'pcs',
    price: 4000,
    minOrder: 10,
  },
  {
    id: '011',
    title: 'Croissant Mentega',
    description: 'Croissant berlapis mentega.',
    unit: 'pcs',
    price: 12000,
    minOrder: 6,
  },
  {
    id: '010',
    title: 'Roti Krim Keju',
    description: 'Roti lembut isi krim keju; diberi label krim.',
    unit: 'pcs',
    price: 6500,
    hasLabel: true,
  },
  {
    id: '012',
    title: 'Roti Krim Pandan',
    description: 'Roti isi krim pandan; diberi label krim.',
    unit: 'pcs',
    price: 6000,
    hasLabel: true,
  },
  {
    id: '025',
    title: 'Bolu Gulung Krim',
    description: 'Bolu gulung isi krim mentega; diberi label krim.',
    unit: 'pcs',
    price: 38000,
    hasLabel: true,
    quota: 40,
  },
  {
    id: '018',
    title: 'Bolu Pandan',
    description: 'Bolu pandan loyang bulat; ukuran S, M atau L wajib dipilih.',
    unit: 'loyang',
    price: 45000,
    sizes: SML,
    sizeRequired: true,
  },
  {
    id: '021',
    title: 'Brownies Panggang',
    description: 'Brownies cokelat panggang; ukuran S, M atau L wajib dipilih.',
    unit: 'loyang',
    price: 55000,
    sizes: SML,
    sizeRequired: true,
  },
  { id: '030', title: 'Roti Kasur Susu', description: 'Roti kasur susu isi 12.', unit: 'pack', price: 28000 },
  {
    id: '033',
    title: 'Roti Unyil Aneka Rasa',
    description: 'Roti mini aneka rasa, isi 20.',
    unit: 'box',
    price: 35000,
  },
  {
    id: '049',
    title: 'Roti Buaya',
    description: 'Roti buaya untuk hantaran; tanpa ukuran berarti S.',
    unit: 'pcs',
    price: 75000,
    sizes: SML,
    defaultSize: 'S',
  },
  {
    id: '050',
    title: 'Kue Lapis Legit',
    description: 'Lapis legit spekkoek; tanpa ukuran berarti S.',
    unit: 'loyang',
    price: 180000,
    sizes: SML,
    defaultSize: 'S',
  },
  {
    id: '040',
    title: 'Roti Kismis',
    description: 'Sudah tidak diproduksi; tidak ditampilkan ke outlet.',
    unit: 'pcs',
    price: 6000,
    isPublish: false,
  },
];

/** Raw materials: used only by the central bakery (isCenterOnly), never offered to outlets. */
const RAW: DemoProduct[] = [
  { id: '101', title: 'Tepung Terigu Protein Tinggi', unit: 'kg' },
  { id: '102', title: 'Gula Pasir', unit: 'kg' },
  { id: '103', title: 'Mentega', unit: 'kg' },
  { id: '104', title: 'Telur Ayam', unit: 'kg' },
  { id: '105', title: 'Ragi Instan', unit: 'gram' },
  { id: '106', title: 'Susu Cair Full Cream', unit: 'liter' },
  { id: '107', title: 'Keju Cheddar', unit: 'kg' },
  { id: '108', title: 'Cokelat Blok', unit: 'kg' },
  { id: '109', title: 'Krim Kocok', unit: 'liter' },
  { id: '110', title: 'Kelapa Parut', unit: 'kg' },
];

/** The big-city tier pays about 10% more, rounded to whole hundreds of rupiah. */
const cityPrice = (price: number) => Math.round((price * 1.1) / 100) * 100;

/** The demo bakery's catalogue (products, prices per tier). Ids are the bakery's zero-padded codes. */
export async function seedDemoCatalog(db: Db, tiers: { reguler: number; kota: number }): Promise<void> {
  // Types and units are reference data from migration 0003; their ids differ between databases.
  const types = await db
    .select()
    .from(productTypes)
    .where(inArray(productTypes.key, ['bahan_baku', 'bahan_jadi']));
  const units = await db.select().from(productUnits);
  const idOf = (rows: { id: number; name: string; key?: string }[], name: string) => {
    const row = rows.find((r) => (r.key ?? r.name) === name);
    if (!row) throw new Error(`Data referensi ${name} tidak ada; migrasi 0003 belum berjalan.`);
    return row.id;
  };
  const typeId = (key: 'bahan_baku' | 'bahan_jadi') => idOf(types, key);
  const unitId = (name: Unit) => idOf(units, name);

  const rows = [
    ...FINISHED.map((p) => ({ p, typeId: typeId('bahan_jadi'), isCenterOnly: false })),
    ...RAW.map((p) => ({ p, typeId: typeId('bahan_baku'), isCenterOnly: true })),
  ].map(({ p, typeId, isCenterOnly }, i) => ({
    id: p.id,
    title: p.title,
    description: p.description ?? null,
    productTypeId: typeId,
    productUnitId: unitId(p.unit),
    minOrder: p.minOrder ?? 0,
    quota: p.quota ?? null,
    isPublish: p.isPublish ?? true,
    isCenterOnly,
    queue: i + 1,
    sizes: p.sizes ?? [],
    sizeRequired: p.sizeRequired ?? false,
    defaultSize: p.defaultSize ?? null,
    hasLabel: p.hasLabel ?? false,
    // stock stays 0: it is the sum of the stock ledger, which starts empty (DOMAIN 5).
  }));
  await db.insert(products).values(rows).onConflictDoNothing();

  const prices = FINISHED.flatMap((p) =>
    p.price === undefined
      ? []
      : [
          { productId: p.id, branchGroupId: tiers.reguler, price: p.price },
          { productId: p.id, branchGroupId: tiers.kota, price: cityPrice(p.price) },
        ],
  );
  await db.insert(productPrices).values(prices).onConflictDoNothing();
}
