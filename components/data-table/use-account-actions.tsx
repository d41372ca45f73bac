'use client';

import { toast } from '@/lib/client/toast';
import { useTemporaryPassword } from '@/components/layout/temporary-password-dialog';
import { useBffAction } from '@/lib/client/use-bff-action';

interface AccountRow {
  userId: number;
  isActive: boolean;
}

/**
 * A list of accounts (staff, partners): activate or deactivate a row in place, and reset its
 * password, showing the temporary one once. Render `passwordDialog` beside the table.
 * `statusText` names the new status in the toast; without it the API's own message shows.
 */
export function useAccountActions<T extends AccountRow>(
  list: { replace: (key: number, next: T) => void },
  statusText?: (active: boolean) => string,
) {
  const { run } = useBffAction();
  const temporary = useTemporaryPassword();

  async function toggleStatus(row: T) {
    const done = await run<{ isActive: boolean }>(
      '/bff/api/auth/set-status-account',
      { body: { userId: row.userId } },
      { success: statusText ? false : undefined, then: 'stay' },
    );
    if (!done) return;
    list.replace(row.userId, { ...row, isActive: done.data.isActive });
    if (statusText) toast.success(statusText(done.data.isActive));
  }

  async function resetPassword(row: T) {
    const done = await run<{ temporaryPassword: string }>(
      '/bff/api/auth/reset-password',
      { body: { userId: row.userId } },
      { success: false, then: 'stay' },
    );
    if (done) temporary.show(done.data.temporaryPassword);
  }

  return { toggleStatus, resetPassword, passwordDialog: temporary.dialog };
}
