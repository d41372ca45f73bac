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
import { logoutTexts, menuTexts } from '@/lib/i18n/id/shell';

/** Keluar asks first (spec 8), then goes to /logout. */
export function LogoutDialog() {
  const router = useRouter();
  return (
    <AlertDialog>
      <AlertDialogTrigger className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-red-50 hover:text-red-800">
        <LogOut aria-hidden className="size-4" />
        {menuTexts.logout}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{logoutTexts.title}</AlertDialogTitle>
        <AlertDialogDescription>{logoutTexts.text}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{logoutTexts.cancel}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={() => router.push('/logout')}>
            {logoutTexts.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
