import { ListScreen } from '@/components/layout/list-screen';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import type { SupplierItem } from '@/lib/types/master-data';
import { SupplierTable } from '../_components/supplier-table';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function SuppliersPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/suppliers');
  const { list } = await readListPage(LIST_PARAMS.plain, searchParams).from<SupplierItem>(user, '/supplier');
  const canWrite = can(user.rolePage, 'POST /supplier/store');
  return (
    <ListScreen
      title={t.supplier.listTitle}
      readOnly={!canWrite}
      actions={<ButtonLink href={`/${user.rolePage}/suppliers/create`}>{t.supplier.add}</ButtonLink>}
    >
      <SupplierTable role={user.rolePage} list={list} canWrite={canWrite} />
    </ListScreen>
  );
}
