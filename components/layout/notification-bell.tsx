'use client';

import { Bell } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import useSWR from 'swr';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import type { notificationItem } from '@/lib/api/schemas/notification';
import type { ListPage } from '@/lib/api/list';
import { bff } from '@/lib/client/bff';
import { useBffAction } from '@/lib/client/use-bff-action';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/i18n/format';
import { notificationTexts } from '@/lib/i18n/id/notifications';
import type { RolePage } from '@/lib/roles';

type Item = z.infer<typeof notificationItem>;
const tn = notificationTexts;
/** How often an open back office asks whether something new arrived (a visible tab only). */
const POLL_MS = 60_000;

/** The latest notifications and the unread count; a refusal or a lost network is an error to show. */
async function fetchBell([path]: [string, string]) {
  const res = await bff<ListPage<Item, { unread: number }>>(path);
  if (!res?.success || !res.data) throw new Error(tn.loadFailed);
  return res.data;
}

/**
 * The bell in the header (DOMAIN 19): the unread count, and the latest notifications in a panel
 * under the header's right end. Opening one marks it read and goes where it points; "Tandai semua
 * dibaca" clears the count. The panel is the dialog primitive the shell's phone drawer already
 * loads, placed by CSS: a popover would add its positioning library (about 9 KB) to every page.
 */
export function NotificationBell({ role }: { role: RolePage }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const { run, busy } = useBffAction();
  // Asked again on every navigation, when the tab comes back into view, and each minute.
  const { data, error, mutate } = useSWR(['/bff/api/notification?limit=10', pathname], fetchBell, {
    refreshInterval: POLL_MS,
    refreshWhenHidden: false,
  });
  const items = data?.items ?? null;
  const unread = data?.options.unread ?? 0;

  async function openItem(item: Item) {
    setOpen(false);
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
    // Not modal, like the popover it replaces: the page stays readable and the bell keeps its name.
    <DialogPrimitive.Root
      modal={false}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void mutate();
      }}
    >
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread ? tn.bellUnread(unread) : tn.bell}>
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
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed right-2 top-[4.25rem] z-50 max-h-[calc(100dvh-5rem)] w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg border border-stone-200 bg-white shadow-xl sm:right-4"
        >
          <div className="flex items-center justify-between border-b border-stone-100 px-4 py-3">
            <DialogPrimitive.Title className="font-semibold">{tn.title}</DialogPrimitive.Title>
            {unread ? (
              <Button variant="ghost" size="sm" onClick={readAll} disabled={busy}>
                {tn.readAll}
              </Button>
            ) : null}
          </div>
          {error ? (
            <p className="px-4 py-6 text-sm text-stone-600">{tn.loadFailed}</p>
          ) : !items || items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-stone-600">{tn.empty}</p>
          ) : (
            <ul className="max-h-96 divide-y divide-stone-100 overflow-y-auto">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => openItem(item)}
                    className={cn(
                      'block w-full px-4 py-3 text-left text-sm hover:bg-stone-50 focus-visible:bg-stone-50',
                      item.read ? 'text-stone-600' : 'font-medium text-stone-900',
                    )}
                  >
                    {item.read ? null : <span className="sr-only">{tn.unreadMark}</span>}
                    <span className="block">{item.message}</span>
                    <span className="mt-1 block text-xs font-normal text-stone-500">
                      {formatDateTime(item.createdAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
