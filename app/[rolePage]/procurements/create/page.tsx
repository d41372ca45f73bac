import { redirect } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import type { ProcurementFormOptions } from '@/lib/api/schemas/procurement';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { ProcurementForm } from '../_components/procurement-form';

export default async function CreateProcurementPage({ params }: { params: Promise<{ rolePage: string }> }) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/procurements');
  if (!can(user.rolePage, 'POST /procurement/store')) redirect('/404');
  const { data } = await serverRead<{ options: ProcurementFormOptions }>(user, '/procurement/create');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.procurement.createTitle} />
      <ProcurementForm role={user.rolePage} options={data?.options ?? { suppliers: [], products: [] }} />
    </div>
  );
}
