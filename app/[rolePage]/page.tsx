import Link from 'next/link';
import { MenuIcon } from '@/components/layout/menu-icon';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { requireUser } from '@/lib/current-user';
import { t } from '@/lib/i18n/id';
import { MENUS, screensOf } from '@/lib/roles';

/** Halaman Utama: who is signed in, their outlets, and the way to each of their screens. */
export default async function HomePage({ params }: { params: Promise<{ rolePage: string }> }) {
  const { rolePage } = await params;
  const user = await requireUser(rolePage);
  const shortcuts = MENUS[user.rolePage].filter((e) => e.url !== '' && e.url !== '/profile');
  const extra = screensOf(user.rolePage).filter((s) => s !== '' && s !== '/profile' && !shortcuts.some((e) => e.url === s));

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t.home.greeting(user.name)}</h1>
        <p className="mt-1 text-stone-600">{t.home.intro}</p>
      </div>

      {user.outlet.length > 0 ? (
        <Card>
          <CardHeader><CardTitle>{t.home.yourOutlets}</CardTitle></CardHeader>
          <CardContent>
            <ul className="grid gap-2 sm:grid-cols-2">
              {user.outlet.map((o) => (
                <li key={o.branchId} className="flex items-center justify-between rounded-md border border-stone-200 px-3 py-2 text-sm">
                  <span className="font-medium">{o.title}</span>
                  {o.branchId === user.branchId ? <span className="rounded bg-brand-100 px-2 py-0.5 text-xs text-brand-900">{t.home.selectedOutlet}</span> : null}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {shortcuts.length + extra.length > 0 ? (
        <section aria-labelledby="pintasan">
          <h2 id="pintasan" className="mb-3 text-lg font-semibold">{t.home.shortcuts}</h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shortcuts.map((e) => (
              <li key={e.url}>
                <Link href={`/${user.rolePage}${e.url}`} className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-4 font-medium hover:border-brand-500 hover:bg-brand-50">
                  <MenuIcon name={e.icon} />
                  {e.text}
                </Link>
              </li>
            ))}
            {extra.map((s) => (
              <li key={s}>
                <Link href={`/${user.rolePage}${s}`} className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-4 font-medium hover:border-brand-500 hover:bg-brand-50">
                  {t.screens[s]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
