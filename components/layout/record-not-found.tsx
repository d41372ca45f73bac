'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { isRolePage, opensScreen } from '@/lib/roles';

/**
 * A record the user may not see, or that does not exist, inside the role's layout: the page answers
 * HTTP 404 (a partner guessing another partner's ids learns nothing, not even by the status) and offers
 * the way back to the list. Segment not-found files cannot read params, hence the client hook.
 */
export function RecordNotFound({ message, list, back }: { message: string; list: string; back: string }) {
  const { rolePage } = useParams<{ rolePage: string }>();
  // Back to the list when the role has it in its menu (finance reaches orders from invoices), else home.
  const reachable = isRolePage(rolePage) && opensScreen(rolePage, list);
  const href = reachable ? `/${rolePage}${list}` : `/${rolePage}`;
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="record-not-found">
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-xl font-semibold">{message}</h1>
      <Link href={href} className={`${buttonVariants()} mt-6`}>
        {back}
      </Link>
    </div>
  );
}
