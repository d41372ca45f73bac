import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { ImportWizard } from './_components/import-wizard';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

/** Kelola Outlet · Impor Data: partners and outlets, products and tier prices from a spreadsheet. */
export default async function ImportPage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/outlet', 'POST /import/preview');
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t.outlet.listTitle} description={t.import.hint} />
      <ScreenTabs screen="outlet" role={user.rolePage} current="import" />
      <ImportWizard />
    </div>
  );
}
