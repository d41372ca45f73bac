'use client';

import { RowDelete } from '@/components/data-table/row-actions';
import { tierTexts } from '@/lib/i18n/id/tier';
import { useBffAction } from '@/lib/client/use-bff-action';

/** Hapus: the API refuses (409, naming what uses it) a tier that outlets or prices still use. */
export function TierDelete({ id, title }: { id: number; title: string }) {
  const { run } = useBffAction();
  async function remove() {
    await run(`/bff/api/branch-group/delete/${id}`, { method: 'DELETE' }, { success: tierTexts.deleted });
  }
  return <RowDelete name={title} what={tierTexts.deleteName(title)} className="h-auto p-0" onConfirm={remove} />;
}
