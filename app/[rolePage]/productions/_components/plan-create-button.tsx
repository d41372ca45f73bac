'use client';

import { Button } from '@/components/ui/button';
import { useBffAction } from '@/lib/client/use-bff-action';
import type { RolePage } from '@/lib/roles';

/**
 * "Buat Produksi dari Rencana": the API makes the pending document of the date or brings it up to
 * the plan (and refuses with "Tidak ada yang perlu diproduksi." when nothing is missing).
 */
export function PlanCreateButton({
  role,
  deliveryDate,
  label,
}: {
  role: RolePage;
  deliveryDate: string;
  label: string;
}) {
  const { run, busy } = useBffAction();
  async function make() {
    await run<{ productionId: number }>(
      '/bff/api/production-plan/create-productions',
      { method: 'POST', body: { deliveryDate } },
      { then: { push: (made) => `/${role}/productions/${made.productionId}` } },
    );
  }
  return (
    <Button type="button" onClick={make} disabled={busy} aria-busy={busy}>
      {label}
    </Button>
  );
}
