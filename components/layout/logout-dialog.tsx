'use client';

import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { logoutTexts, menuTexts } from '@/lib/i18n/id/shell';
import { ConfirmDialog } from './confirm-dialog';

/** Keluar asks first (spec 8), then goes to /logout. */
export function LogoutDialog() {
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-red-50 hover:text-red-800"
        >
          <LogOut aria-hidden className="size-4" />
          {menuTexts.logout}
        </button>
      }
      title={logoutTexts.title}
      text={logoutTexts.text}
      cancelLabel={logoutTexts.cancel}
      confirmLabel={logoutTexts.confirm}
      onConfirm={() => router.push('/logout')}
    />
  );
}
