'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { t } from '@/lib/i18n/id';

/** Keluar asks first (spec 8), then goes to /logout. */
export function LogoutDialog() {
  const router = useRouter();
  return (
    <AlertDialog>
      <AlertDialogTrigger className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-red-50 hover:text-red-800">
        <LogOut aria-hidden className="size-4" />
        {t.menu.logout}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t.logout.title}</AlertDialogTitle>
        <AlertDialogDescription>{t.logout.text}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t.logout.cancel}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={() => router.push('/logout')}>
            {t.logout.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
