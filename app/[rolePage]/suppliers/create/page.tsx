import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { SupplierForm } from '../_components/supplier-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function CreateSupplierPage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/suppliers', 'POST /supplier/store');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.supplier.createTitle} />
      <SupplierForm role={user.rolePage} />
    </div>
  );
}
