import Link from 'next/link';
import { MenuIcon } from '@/components/layout/menu-icon';
import { homeTexts } from '@/lib/i18n/id/home';
import { screenTexts } from '@/lib/i18n/id/shell';
import { MENUS, screensOf, type RolePage } from '@/lib/roles';
import { homeTabLinks } from '@/lib/screen-tabs';

/** Roles whose side menu holds few of their screens reach the rest from here. */
const SHORT_MENU = 5;

/**
 * Ways to the role's screens that its menu lacks (the warehouse's work screens, production's
 * batches, the tabs of its screens), and, for short menus, the menu's own screens too.
 */
export function Shortcuts({ role }: { role: RolePage }) {
  const menu = MENUS[role].filter((e) => e.url !== '' && e.url !== '/profile');
  const shown = MENUS[role].length <= SHORT_MENU ? menu : [];
  const tabs = homeTabLinks(role, screensOf(role));
  const extra = screensOf(role).filter((s) => s !== '' && s !== '/profile' && !menu.some((e) => e.url === s));
  if (shown.length + extra.length + tabs.length === 0) return null;
  const item =
    'flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-4 font-medium hover:border-brand-500 hover:bg-brand-50';
  return (
    <section aria-labelledby="pintasan">
      <h2 id="pintasan" className="mb-3 text-lg font-semibold">
        {homeTexts.shortcuts}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {shown.map((e) => (
          <li key={e.url}>
            <Link href={`/${role}${e.url}`} className={item}>
              <MenuIcon name={e.icon} />
              {e.text}
            </Link>
          </li>
        ))}
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} className={item}>
              {tab.label}
            </Link>
          </li>
        ))}
        {extra.map((s) => (
          <li key={s}>
            <Link href={`/${role}${s}`} className={item}>
              {screenTexts[s]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
