'use client';

import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useFocusReturn } from '@/components/ui/focus-return';
import { appTexts } from '@/lib/i18n/id/shell';
import type { RolePage } from '@/lib/roles';
import { SideMenu } from './side-menu';

interface Props {
  role: RolePage;
  brand: ReactNode;
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * The side menu as a drawer on phones, loaded when it is first opened: a modal dialog that takes
 * the focus, keeps it and gives it back (Escape closes).
 */
export default function MenuDrawer({ role, brand, open, setOpen }: Props) {
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40 lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          {...focusReturn}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85%] overflow-y-auto bg-white shadow-xl lg:hidden"
        >
          <DialogPrimitive.Title className="sr-only">{appTexts.mainMenu}</DialogPrimitive.Title>
          <div className="flex items-start justify-between">
            {brand}
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={appTexts.closeMenu}>
                <X />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <SideMenu role={role} onNavigate={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
