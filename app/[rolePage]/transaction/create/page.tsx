import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import type { ManualInvoiceOptions } from '../_components/invoice-types';
import { ManualInvoiceForm } from '../_components/manual-invoice-form';
import type { RolePageProps } from '@/lib/server/page-props';
import { BackLink } from '@/components/layout/back-link';

export default async function CreateManualInvoicePage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/transaction', 'POST /transaction/store');
  const { data } = await serverRead<{ options: ManualInvoiceOptions }>(user, '/transaction/create');
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink href={`/${user.rolePage}/transaction`} />
      <div className="mt-2">
        <PageHeader title={t.invoice.createTitle} description={t.invoice.createHint} />
      </div>
      <ManualInvoiceForm
        role={user.rolePage}
        options={data?.options ?? { outlets: [], products: [], taxPercent: '0' }}
      />
    </div>
  );
}
