'use client';

import { Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/id';
import { MERCHANT_ROLE_ID, type RolePage } from '@/lib/roles';
import { OutletPicker, type OutletOption } from './outlet-picker';
import { SideMenu } from './side-menu';

interface AppShellProps {
  role: RolePage;
  roleId: number;
  title: string;
  userName: string;
  outlets: OutletOption[];
  branchId: number | null;
  children: ReactNode;
}

/**
 * The back office frame: the side menu (a drawer on phones), and the header with the screen
 * title (the role, or the selected outlet for a partner) and, for a partner, the outlet switcher.
 */
export function AppShell({ role, roleId, title, userName, outlets, branchId, children }: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const canSwitchOutlet = roleId === MERCHANT_ROLE_ID && outlets.length > 0; // spec 6: only roleId 6

  useEffect(() => {
    localStorage.setItem('page', role); // spec 3: the role page under "page"; it decides nothing
  }, [role]);

  const brand = (
    <div className="border-b border-stone-200 px-5 py-4">
      <p className="text-base font-bold text-brand-700">{t.app.name}</p>
      <p className="truncate text-xs text-stone-500">{userName}</p>
    </div>
  );

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]">
      <a href="#konten" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">{t.app.skipToContent}</a>
      <aside className="hidden border-r border-stone-200 bg-white lg:block">
        {brand}
        <SideMenu role={role} />
      </aside>

      {drawerOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label={t.app.mainMenu}>
          <button type="button" className="absolute inset-0 bg-black/40" aria-label={t.app.closeMenu} onClick={() => setDrawerOpen(false)} />
          <aside className="relative h-full w-72 max-w-[85%] overflow-y-auto bg-white shadow-xl">
            <div className="flex items-start justify-between">
              {brand}
              <Button variant="ghost" size="icon" aria-label={t.app.closeMenu} onClick={() => setDrawerOpen(false)}><X /></Button>
            </div>
            <SideMenu role={role} onNavigate={() => setDrawerOpen(false)} />
          </aside>
        </div>
      ) : null}

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-stone-200 bg-white/95 px-4 py-3 backdrop-blur">
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t.app.openMenu} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <Menu />
          </Button>
          <p className="min-w-0 flex-1 truncate text-lg font-semibold" data-testid="screen-title">{title}</p>
          {canSwitchOutlet ? <OutletPicker outlets={outlets} selected={branchId} /> : null}
        </header>
        <main id="konten" className="flex-1 p-4 lg:p-8">{children}</main>
      </div>
    </div>
  );
}
