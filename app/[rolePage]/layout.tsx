import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { ClosureBanner, fetchClosureNotice } from '@/components/layout/closure-banner';
import { requireUser } from '@/lib/server/current-user';

export const dynamic = 'force-dynamic';

/** One shell for every role; the segment is checked against the role list and the session. */
export default async function RoleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ rolePage: string }>;
}) {
  const { rolePage } = await params;
  const user = await requireUser(rolePage);
  // Partners plan their orders around closed days: every partner page says so (DOMAIN 9).
  const notice = user.outlet.length > 0 ? await fetchClosureNotice(user) : null;
  return (
    <AppShell
      role={user.rolePage}
      roleId={user.roleId}
      title={user.titlePage}
      userName={user.name}
      outlets={user.outlet}
      branchId={user.branchId}
    >
      <ClosureBanner text={notice} />
      {children}
    </AppShell>
  );
}
