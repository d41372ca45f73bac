import { branchGroups, outlets } from '../schema/outlets';
import { users } from '../schema/accounts';
import type { Db } from '../client';
import { hashPassword } from '../../services/passwords';
import { ROLE_IDS, type RolePage } from '../../../roles';

export interface NewAccount {
  role: RolePage;
  username: string;
  password: string;
  name?: string;
  email?: string | null;
  phoneNumber?: string | null;
  isNew?: boolean;
  isActive?: boolean;
  partnerId?: number | null;
}

/** Inserts one account; used by the demo seed, create-owner and the tests alike. */
export async function insertAccount(db: Db, account: NewAccount, passwordHash?: string) {
  const [row] = await db
    .insert(users)
    .values({
      name: account.name ?? account.username,
      username: account.username,
      email: account.email ?? null,
      phoneNumber: account.phoneNumber ?? null,
      passwordHash: passwordHash ?? (await hashPassword(account.password)),
      roleId: ROLE_IDS[account.role],
      isNew: account.isNew ?? false,
      isActive: account.isActive ?? true,
      partnerId: account.partnerId ?? null,
    })
    .returning({ id: users.id });
  return row.id;
}

export async function insertBranchGroup(db: Db, name: string) {
  const [row] = await db.insert(branchGroups).values({ name }).returning({ id: branchGroups.id });
  return row.id;
}

export type NewOutlet = Omit<typeof outlets.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertOutlet(db: Db, outlet: NewOutlet) {
  const [row] = await db.insert(outlets).values(outlet).returning({ id: outlets.id });
  return row.id;
}
