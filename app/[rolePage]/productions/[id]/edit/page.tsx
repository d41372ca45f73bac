import { todayInWib } from '@/lib/i18n/format';
import Link from 'next/link';
import { NotFoundRedirect } from '@/components/layout/not-found-redirect';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { requireScreen } from '@/lib/server/current-user';
import type { ProductionDetail, ProductionProductOption } from '@/lib/api/schemas/production';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { ProductionForm } from '../../_components/production-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function EditProductionPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/productions', 'PUT /production/update/{id}');
  const listHref = `/${user.rolePage}/productions`;
  if (!/^\d{1,9}$/.test(id)) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const [{ data }, { data: options }] = await Promise.all([
    serverRead<ProductionDetail>(user, `/production/show/${id}?type=form`),
    serverRead<{ products: ProductionProductOption[] }>(user, '/production/create'),
  ]);
  if (!data) return <NotFoundRedirect message={t.errors.notFound} href={listHref} />;
  const detailHref = `${listHref}/${data.productionId}`;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.production.editTitle} description={data.number} />
      {data.status === 'pending' ? (
        <ProductionForm
          role={user.rolePage}
          initialOptions={options?.products ?? []}
          production={data}
          today={todayInWib()}
        />
      ) : (
        <div className="rounded-lg border border-stone-200 bg-white p-6">
          <p>{t.production.locked}</p>
          <Link href={detailHref} className={`${buttonVariants({ variant: 'outline' })} mt-4`}>
            {t.list.back}
          </Link>
        </div>
      )}
    </div>
  );
}
