import { todayInWib } from '@/lib/i18n/format';
import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import type { ProductionProductOption } from '@/lib/api/schemas/production';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { ProductionForm } from '../_components/production-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function CreateProductionPage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/productions', 'POST /production/store');
  const { data } = await serverRead<{ products: ProductionProductOption[] }>(user, '/production/create');
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.production.createTitle} description={t.production.listHint} />
      <ProductionForm role={user.rolePage} initialOptions={data?.products ?? []} today={todayInWib()} />
    </div>
  );
}
