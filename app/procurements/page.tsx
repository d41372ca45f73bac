import { redirect } from 'next/navigation';
import { getSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

/**
 * Spec 2: /procurements is where the old app fell back when a procurement was not found. Here
 * it leads a signed-in user to the procurement list under their role page (which checks access).
 */
export default async function ProcurementsFallback() {
  const session = await getSession();
  if (!session.token || !session.rolePage) redirect('/login');
  redirect(`/${session.rolePage}/procurements`);
}
