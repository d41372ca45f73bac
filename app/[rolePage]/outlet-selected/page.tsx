import { redirect } from 'next/navigation';
import { requireUser } from '@/lib/server/current-user';
import type { RolePageProps } from '@/lib/server/page-props';

/** Spec 2: /merchant/outlet-selected?outletId=… after choosing an outlet, then /merchant. */
export default async function OutletSelected({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireUser(rolePage);
  if (user.rolePage !== 'merchant') redirect('/404');
  redirect('/merchant');
}
