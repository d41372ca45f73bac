import { eq } from 'drizzle-orm';
import { ROLE_IDS, type RolePage } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';

/**
 * An account acting at `now` without a request, as the API would resolve it from its token: for
 * work the back office does on someone's behalf outside a request (the demo's day of operations)
 * and for tests that call a service directly.
 */
export async function actorOf(db: Db, username: string, now: Date): Promise<Actor> {
  const [u] = await db
    .select({ id: users.id, roleId: users.roleId, name: users.name, partnerId: users.partnerId })
    .from(users)
    .where(eq(users.username, username));
  if (!u) throw new Error(`akun ${username} tidak ada`);
  const role = (Object.entries(ROLE_IDS).find(([, id]) => id === u.roleId)?.[0] ?? 'viewer') as RolePage;
  return {
    userId: u.id,
    roleId: u.roleId,
    role,
    name: u.name,
    sessionId: 0,
    branchId: null,
    isNew: false,
    partnerId: u.partnerId,
    remember: false,
    now,
    clientAddress: '127.0.0.1',
  };
}
