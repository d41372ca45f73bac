'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';
import { appTexts } from '@/lib/i18n/id/shell';
import { MENUS, ROLE_PAGES, type RolePage } from '@/lib/roles';
import { LogoutDialog } from './logout-dialog';
import { MenuIcon } from './menu-icon';

/**
 * The role's side menu (spec 2). It shows "Loading" until exactly one role matches; an item is
 * active when its route is contained in the current path, home only on an exact match.
 */
export function SideMenu({ role, onNavigate }: { role: RolePage; onNavigate?: () => void }) {
  const pathname = usePathname();
  const matches = ROLE_PAGES.filter((p) => p === role);
  if (matches.length !== 1) return <p className="p-4 text-sm text-stone-500">{appTexts.loading}</p>;

  const root = `/${role}`;
  return (
    <nav aria-label={appTexts.mainMenu} className="flex flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        {MENUS[role].map((entry) => {
          const href = `${root}${entry.url}`;
          const active = entry.url === '' ? pathname === root : pathname.includes(href);
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-900',
                  active && 'bg-brand-100 text-brand-900',
                )}
              >
                <MenuIcon name={entry.icon} />
                {entry.text}
              </Link>
            </li>
          );
        })}
        <li>
          <LogoutDialog />
        </li>
      </ul>
    </nav>
  );
}
