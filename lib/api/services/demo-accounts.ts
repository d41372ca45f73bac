import { eq } from 'drizzle-orm';
import { ROLE_TITLES, type RolePage } from '../../roles';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_MARK, DEMO_PASSWORD } from '../db/seed/demo';
import { appMeta } from '../db/schema/settings';
import { users } from '../db/schema/accounts';
import { DEMO_HISTORY } from '../db/seed/demo-history';
import { t } from '../../i18n/id';

/**
 * GET /auth/demo-accounts: on an installation the demo seed made, the accounts a newcomer may try
 * (issue 18); anywhere else nothing, so a real bakery's login page never shows a password.
 */
export async function demoAccounts(db: Db) {
  const [mark] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_MARK)).limit(1);
  if (!mark) return null;
  // With the three months of history (npm start, db:seed), its first partner shows a full year's
  // screens: the home's figures, paid and unpaid invoices, Piutang. The README's partners start empty.
  const [history] = await db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(eq(users.username, `${DEMO_HISTORY.partnerPrefix}001`))
    .limit(1);
  return {
    password: DEMO_PASSWORD,
    accounts: [
      ...DEMO_ACCOUNTS.map((a) => ({
        username: a.username,
        role: a.role as RolePage,
        roleTitle: ROLE_TITLES[a.role as RolePage],
        name: a.name,
        note: null,
      })),
      ...(history
        ? [{ ...history, role: 'merchant' as const, roleTitle: ROLE_TITLES.merchant, note: t.login.demoHistoryPartner }]
        : []),
    ],
  };
}
