import Link from 'next/link';
import { cn } from '@/lib/cn';

export interface ScreenTab<K extends string> {
  key: K;
  href: string;
  label: string;
  /** Whether this user may open it (its read permission); shown unless false. */
  shown?: boolean;
}

/**
 * Tabs of one screen as links (each tab has its own address): new screens live as tabs of the
 * nearest menu screen, so the spec's menus stay as they are. The tabs a user may not open are
 * left out; with fewer than two left there is nothing to choose and no tabs are shown.
 */
export function ScreenTabs<K extends string>({
  label,
  current,
  tabs,
}: {
  label: string;
  current: K;
  tabs: ScreenTab<K>[];
}) {
  const shown = tabs.filter((tab) => tab.shown !== false);
  if (shown.length < 2) return null;
  return (
    <nav aria-label={label} className="mb-6 border-b border-stone-200">
      <ul className="-mb-px flex gap-4">
        {shown.map((tab) => (
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
