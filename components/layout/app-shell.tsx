'use client';

import { Menu } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogPanel, useDialogOnDemand } from '@/components/ui/on-demand-dialog';
import { appTexts } from '@/lib/i18n/id/shell';
import { MERCHANT_ROLE_ID, type RolePage } from '@/lib/roles';
import { NotificationBell } from './notification-bell';
import { OutletPicker, type OutletOption } from './outlet-picker';
import { SideMenu } from './side-menu';

const loadDrawer = () => import('./menu-drawer');
const MenuDrawer = dynamic(loadDrawer, { ssr: false });

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
  const drawer = useDialogOnDemand(loadDrawer);
  const canSwitchOutlet = roleId === MERCHANT_ROLE_ID && outlets.length > 0; // spec 6: only roleId 6

  useEffect(() => {
    localStorage.setItem('page', role); // spec 3: the role page under "page"; it decides nothing
  }, [role]);

  const brand = (
    <div className="border-b border-stone-200 px-5 py-4">
      <p className="text-base font-bold text-brand-700">{appTexts.name}</p>
      <p className="truncate text-xs text-stone-500">{userName}</p>
    </div>
  );

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#konten"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {appTexts.skipToContent}
      </a>
      <aside className="hidden border-r border-stone-200 bg-white lg:block">
        {brand}
        <SideMenu role={role} />
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-stone-200 bg-white/95 px-4 py-3 backdrop-blur">
          {/* On a phone the menu is a drawer (menu-drawer.tsx), loaded when it is first opened. */}
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label={appTexts.openMenu} {...drawer.trigger}>
            <Menu />
          </Button>
          <DialogPanel dialog={drawer}>
            <MenuDrawer role={role} brand={brand} open={drawer.open} setOpen={drawer.setOpen} />
          </DialogPanel>
          <p className="min-w-0 flex-1 truncate text-lg font-semibold" data-testid="screen-title">
            {title}
          </p>
          {canSwitchOutlet ? <OutletPicker outlets={outlets} selected={branchId} /> : null}
          <NotificationBell role={role} />
        </header>
        <main id="konten" className="flex-1 p-4 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
