import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { requireScreen } from '@/lib/current-user';
import { t } from '@/lib/i18n/id';
import { SCREENS } from '@/lib/roles';

/**
 * Screens of the spec whose own folder does not exist yet. A role that may open the screen
 * is told plainly that it is not available yet; nothing here pretends to show data.
 */
export default async function PendingScreen({ params }: { params: Promise<{ rolePage: string; screen: string }> }) {
  const { rolePage, screen } = await params;
  const route = `/${screen}`;
  if (!(SCREENS as readonly string[]).includes(route)) notFound();
  const user = await requireScreen(rolePage, route);
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center">
      <h1 className="text-xl font-semibold">{t.screens[route]}</h1>
      <p className="mt-3 font-medium">{t.notReady.title}</p>
      <p className="mt-1 text-sm text-stone-600">{t.notReady.body}</p>
      <Link href={`/${user.rolePage}`} className={`${buttonVariants({ variant: 'outline' })} mt-6`}>
        {t.notReady.back}
      </Link>
    </div>
  );
}
