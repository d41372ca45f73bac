import Link from 'next/link';
import { cn } from '@/lib/cn';
import type { RolePage } from '@/lib/roles';
import { SCREEN_TABS, tabsOf, type TabbedScreen, type TabOf } from '@/lib/screen-tabs';

/**
 * The tabs of one screen as links (each tab has its own address), those the role may open
 * (`lib/screen-tabs.ts`); nothing when fewer than two are left.
 */
export function ScreenTabs<S extends TabbedScreen>({
  screen,
  role,
  current,
}: {
  screen: S;
  role: RolePage;
  current: TabOf<S>;
}) {
  const tabs = tabsOf(screen, role);
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={SCREEN_TABS[screen].label} className="mb-6 border-b border-stone-200">
      <ul className="-mb-px flex gap-4">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.key === current ? 'page' : undefined}
              className={cn(
                'inline-block border-b-2 px-1 pb-2 text-sm font-medium',
                tab.key === current
                  ? 'border-brand-700 text-brand-900'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
