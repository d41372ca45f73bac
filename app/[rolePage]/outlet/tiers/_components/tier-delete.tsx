'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Button } from '@/components/ui/button';
import { bff } from '@/lib/bff-client';
import { t } from '@/lib/i18n/id';

/** Hapus: the API refuses (409, naming what uses it) a tier that outlets or prices still use. */
export function TierDelete({ id, title }: { id: number; title: string }) {
  const router = useRouter();
  async function remove() {
    const res = await bff(`/bff/api/branch-group/delete/${id}`, { method: 'DELETE' });
    if (!res) return;
    if (!res.success) return void toast.warning(res.message);
    toast.success(res.message || t.tier.deleted);
    router.refresh();
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
