import Link from 'next/link';
import { cn } from '@/lib/cn';

/**
 * Tabs of one screen as links (each tab has its own address): new screens live as tabs of the
 * nearest menu screen, so the spec's menus stay as they are.
 */
export function ScreenTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { href: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-stone-200">
      <ul className="-mb-px flex gap-4">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={cn(
                'inline-block border-b-2 px-1 pb-2 text-sm font-medium',
                tab.current
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
