'use client';

import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useFocusReturn } from '@/components/ui/focus-return';
import type { DialogOnDemand } from '@/components/ui/on-demand-dialog';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/i18n/format';
import { notificationTexts as tn } from '@/lib/i18n/id/notifications';
import type { NotificationItem } from './notification-bell';

interface Props {
  dialog: DialogOnDemand;
  items: NotificationItem[] | null;
  failed: boolean;
  unread: number;
  busy: boolean;
  onOpenItem: (item: NotificationItem) => void;
  onReadAll: () => void;
}

/**
 * The bell's panel, loaded when it is first opened: a dialog that is not modal, like the popover
 * it replaced (the page stays readable and the bell keeps its name), placed under the header by CSS.
 */
export default function NotificationPanel({ dialog, items, failed, unread, busy, onOpenItem, onReadAll }: Props) {
  // Focus goes back to the bell when the panel closes from within (Escape, an item), not when the
  // user closed it by clicking or tabbing elsewhere: focus stays where they went.
  const wentElsewhere = useRef(false);
  const focusReturn = useFocusReturn(
    () => {
      wentElsewhere.current = false;
    },
    (event) => {
      if (wentElsewhere.current) event.preventDefault();
    },
  );
  return (
    <DialogPrimitive.Root modal={false} open={dialog.open} onOpenChange={dialog.setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          {...focusReturn}
          onInteractOutside={() => {
            wentElsewhere.current = true;
          }}
          className="fixed right-2 top-[4.25rem] z-50 max-h-[calc(100dvh-5rem)] w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg border border-stone-200 bg-white shadow-xl sm:right-4"
        >
          <div className="flex items-center justify-between border-b border-stone-100 px-4 py-3">
            <DialogPrimitive.Title className="font-semibold">{tn.title}</DialogPrimitive.Title>
            {unread ? (
              <Button variant="ghost" size="sm" onClick={onReadAll} disabled={busy}>
                {tn.readAll}
              </Button>
            ) : null}
          </div>
          {failed ? (
            <p className="px-4 py-6 text-sm text-stone-600">{tn.loadFailed}</p>
          ) : !items || items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-stone-600">{tn.empty}</p>
          ) : (
            <ul className="max-h-96 divide-y divide-stone-100 overflow-y-auto">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => onOpenItem(item)}
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
