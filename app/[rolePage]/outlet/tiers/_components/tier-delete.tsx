'use client';

import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/id';
import { useBffAction } from '@/lib/client/use-bff-action';

/** Hapus: the API refuses (409, naming what uses it) a tier that outlets or prices still use. */
export function TierDelete({ id, title }: { id: number; title: string }) {
  const { run } = useBffAction();
  async function remove() {
    await run(`/bff/api/branch-group/delete/${id}`, { method: 'DELETE' }, { success: t.tier.deleted });
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="h-auto p-0 text-red-700" aria-label={`${t.list.delete} ${title}`}>
          {t.list.delete}
        </Button>
      }
      title={t.list.deleteTitle}
      text={t.list.deleteText(t.tier.deleteName(title))}
      confirmLabel={t.dialog.deleteConfirm}
      onConfirm={remove}
    />
  );
}
