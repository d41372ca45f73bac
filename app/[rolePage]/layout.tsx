import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { requireUser } from '@/lib/current-user';

export const dynamic = 'force-dynamic';

/** One shell for every role; the segment is checked against the role list and the session. */
export default async function RoleLayout({ children, params }: { children: ReactNode; params: Promise<{ rolePage: string }> }) {
  const { rolePage } = await params;
  const user = await requireUser(rolePage);
  return (
    <AppShell role={user.rolePage} roleId={user.roleId} title={user.titlePage} userName={user.name} outlets={user.outlet} branchId={user.branchId}>
      {children}
    </AppShell>
  );
}
