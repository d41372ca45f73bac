import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema/accounts';
import { appMeta } from '../schema/settings';
import { hashPassword } from '../../services/passwords';
import { insertAccount, insertBranchGroup, insertOutlet } from './accounts';
import { seedDemoCatalog } from './catalog';
import { seedDemoSuppliers } from './suppliers';
import { seedDemoStock } from './stock';

export const DEMO_PASSWORD = 'rotipusat123';
/** The app_meta key the demo seed leaves behind. */
export const DEMO_MARK = 'demo';

/** The demo accounts listed in the README: one per role, plus a second partner. */
export const DEMO_ACCOUNTS = [
  { username: 'owner', role: 'owner', name: 'Hendra Wijaya' },
  { username: 'finance', role: 'admin', name: 'Sari Lestari' },
  { username: 'gudang', role: 'warehouse', name: 'Agus Santoso' },
  { username: 'produksi', role: 'production', name: 'Budi Hartono' },
  { username: 'kurir', role: 'delivery', name: 'Joko Prasetyo' },
  { username: 'mitra', role: 'merchant', name: 'Rina Kusuma' },
  { username: 'adminmitra', role: 'admin-merchant', name: 'Dewi Anggraini' },
  { username: 'viewer', role: 'viewer', name: 'Auditor Internal' },
  { username: 'mitra2', role: 'merchant', name: 'Ahmad Fauzi' },
] as const;

/** The address of the demo's first outlet, Roti Pusat Dago in Bandung. */
export const DAGO_ADDRESS = {
  region: 'Jawa Barat',
  district: 'Kota Bandung',
  subdistrict: 'Coblong',
  village: 'Dago',
  address: 'Jl. Ir. H. Juanda No. 120',
  postalCode: '40135',
};

/** Seeds the demo bakery once; a second run finds the owner and changes nothing. */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = 'owner'`)
      .limit(1);
    if (existing) return { created: false };

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const ids: Record<string, number> = {};
    for (const a of DEMO_ACCOUNTS) {
      if (a.role === 'admin-merchant') continue; // attached to its partner below
      ids[a.username] = await insertAccount(
        tx,
        {
          role: a.role,
          username: a.username,
          password: DEMO_PASSWORD,
          name: a.name,
          email: `${a.username}@rotipusat.id`,
          phoneNumber: '081200000000',
        },
        passwordHash,
      );
    }
    ids.adminmitra = await insertAccount(
      tx,
      {
        role: 'admin-merchant',
        username: 'adminmitra',
        password: DEMO_PASSWORD,
        name: 'Dewi Anggraini',
        email: 'adminmitra@rotipusat.id',
        partnerId: ids.mitra,
      },
      passwordHash,
    );

    const reguler = await insertBranchGroup(tx, 'Harga Reguler');
    const kota = await insertBranchGroup(tx, 'Harga Kota Besar');

    await insertOutlet(tx, {
      ownerId: ids.mitra,
      title: 'Roti Pusat Dago',
      phoneNumber: '0222501234',
      email: 'dago@mitra.rotipusat.id',
      ...DAGO_ADDRESS,
      branchGroupId: kota,
    });
    await insertOutlet(tx, {
      ownerId: ids.mitra,
      title: 'Roti Pusat Cimahi',
      phoneNumber: '0226652233',
      email: 'cimahi@mitra.rotipusat.id',
      region: 'Jawa Barat',
      district: 'Kota Cimahi',
      subdistrict: 'Cimahi Tengah',
      village: 'Baros',
      address: 'Jl. Raya Baros No. 45',
      postalCode: '40521',
      branchGroupId: reguler,
    });
    await insertOutlet(tx, {
      ownerId: ids.mitra2,
      title: 'Roti Pusat Margonda',
      phoneNumber: '0217761122',
      email: 'margonda@mitra.rotipusat.id',
      region: 'Jawa Barat',
      district: 'Kota Depok',
      subdistrict: 'Beji',
      village: 'Kemiri Muka',
      address: 'Jl. Margonda Raya No. 88',
      postalCode: '16423',
      branchGroupId: kota,
    });
    await seedDemoCatalog(tx, { reguler, kota });
    await seedDemoStock(tx);
    await seedDemoSuppliers(tx);
    // The login page lists the demo accounts only where this mark is (never a real installation).
    await tx.insert(appMeta).values({ key: DEMO_MARK, value: 'seeded' }).onConflictDoNothing();
    return { created: true };
  });
}
