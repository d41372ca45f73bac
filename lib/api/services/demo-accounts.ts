import { eq } from 'drizzle-orm';
import { ROLE_TITLES, type RolePage } from '../../roles';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_MARK, DEMO_PASSWORD } from '../db/seed/demo';
import { appMeta } from '../db/schema/settings';

/**
 * GET /auth/demo-accounts: on an installation the demo seed made, the accounts a newcomer may try
 * (issue 18); anywhere else nothing, so a real bakery's login page never shows a password.
 */
export async function demoAccounts(db: Db) {
  const [mark] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_MARK)).limit(1);
  if (!mark) return null;
  return {
    password: DEMO_PASSWORD,
    accounts: DEMO_ACCOUNTS.map((a) => ({
      username: a.username,
      role: a.role as RolePage,
      roleTitle: ROLE_TITLES[a.role as RolePage],
      name: a.name,
    })),
  };
}
