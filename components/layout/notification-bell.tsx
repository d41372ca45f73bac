'use client';

import { Bell } from 'lucide-react';
import { usePathname } from 'next/navigation';
import dynamic from 'next/dynamic';
import useSWR from 'swr';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogPanel, useDialogOnDemand } from '@/components/ui/on-demand-dialog';
import type { notificationItem } from '@/lib/api/schemas/notification';
import type { ListPage } from '@/lib/api/list';
import { bff } from '@/lib/client/bff';
import { useBffAction } from '@/lib/client/use-bff-action';
import { notificationTexts } from '@/lib/i18n/id/notifications';
import type { RolePage } from '@/lib/roles';

export type NotificationItem = z.infer<typeof notificationItem>;
type Item = NotificationItem;
const tn = notificationTexts;
/** How often an open back office asks whether something new arrived (a visible tab only). */
const POLL_MS = 60_000;

const loadPanel = () => import('./notification-panel');
const NotificationPanel = dynamic(loadPanel, { ssr: false });

/** The latest notifications and the unread count; a refusal or a lost network is an error to show. */
async function fetchBell([path]: [string, string]) {
  const res = await bff<ListPage<Item, { unread: number }>>(path);
  if (!res?.success || !res.data) throw new Error(tn.loadFailed);
  return res.data;
}

/**
 * The bell in the header (DOMAIN 19): the unread count, and the latest notifications in a panel
 * under the header's right end. Opening one marks it read and goes where it points; "Tandai semua
 * dibaca" clears the count. The panel (notification-panel.tsx) loads when it is first opened.
 */
export function NotificationBell({ role }: { role: RolePage }) {
  const pathname = usePathname();
  const dialog = useDialogOnDemand(loadPanel);
  const { run, busy } = useBffAction();
  // Asked again on every navigation, when the tab comes back into view, and each minute.
  const { data, error, mutate } = useSWR(['/bff/api/notification?limit=10', pathname], fetchBell, {
    refreshInterval: POLL_MS,
    refreshWhenHidden: false,
  });
  const items = data?.items ?? null;
  const unread = data?.options.unread ?? 0;

  async function openItem(item: Item) {
    dialog.setOpen(false);
    await run(
      `/bff/api/notification/read/${item.id}`,
      { method: 'POST' },
      { success: false, then: item.link ? { push: `/${role}${item.link}` } : 'stay' },
    );
    void mutate();
  }

  async function readAll() {
    if (await run('/bff/api/notification/read-all', { method: 'POST' }, { then: 'stay' })) void mutate();
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={unread ? tn.bellUnread(unread) : tn.bell}
        {...dialog.trigger}
        onClick={() => {
          dialog.trigger.onClick();
          if (!dialog.open) void mutate();
        }}
      >
        <Bell aria-hidden />
        {unread ? (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Button>
      <DialogPanel dialog={dialog}>
        <NotificationPanel
          dialog={dialog}
          items={items}
          failed={Boolean(error)}
          unread={unread}
          busy={busy}
          onOpenItem={openItem}
          onReadAll={readAll}
        />
      </DialogPanel>
    </>
  );
}
