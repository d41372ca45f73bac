import { FilePlus2 } from 'lucide-react';
import { DateFilter } from '@/components/data-table/date-filter';
import { QuerySelect } from '@/components/data-table/query-select';
import { PageHeader } from '@/components/layout/page-header';
import { InvoiceExports } from '@/components/exports/invoice-exports';
import { ButtonLink } from '@/components/ui/button';
import { can } from '@/lib/can';
import { requireScreen } from '@/lib/server/current-user';
import { isPartnerRole } from '@/lib/roles';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { GenerateInvoices } from '../_components/generate-invoices';
import { InvoiceTable } from '../_components/invoice-table';
import { type InvoiceListItem } from '../_components/invoice-types';
import { CreditBanner } from '../_components/credit-banner';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

/** Transaksi: invoices (a partner sees its own outlets'), filtered by status and period in the URL. */
export default async function InvoiceListPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/transaction');
  const {
    values: query,
    data,
    list,
  } = await readListPage(LIST_PARAMS.invoices, searchParams).from<
    InvoiceListItem,
    { status: { value: string; label: string }[] }
  >(user, '/transaction');
  const canGenerate = can(user.rolePage, 'POST /transaction/store');
  const canPay = can(user.rolePage, 'POST /transaction/confirm-payment/{id}');
  const filtered = Boolean(query.status || query.periode || query.overdue);
  return (
    <div className="mx-auto max-w-6xl">
      <ScreenTabs screen="transaction" role={user.rolePage} current="invoices" />
      {isPartnerRole(user.rolePage) ? <CreditBanner user={user} /> : null}
      <PageHeader
        title={t.invoice.listTitle}
        description={canGenerate ? t.invoice.listHint : canPay ? t.invoice.listHintPayer : t.list.readOnly}
        actions={
          canGenerate ? (
            <div className="flex flex-wrap gap-2">
              <ButtonLink variant="outline" href={`/${user.rolePage}/transaction/create`}>
                <FilePlus2 aria-hidden />
                {t.invoice.manual}
              </ButtonLink>
              <GenerateInvoices role={user.rolePage} />
            </div>
          ) : null
        }
      />
      {can(user.rolePage, 'PRINT GET /export-invoice-filename') ? (
        <div className="mb-6">
          <InvoiceExports defaultPeriode={query.periode || undefined} />
        </div>
      ) : null}
      <InvoiceTable
        role={user.rolePage}
        list={list}
        emptyText={filtered ? t.invoice.emptyFiltered : canGenerate ? t.invoice.empty : t.invoice.emptyReadOnly}
        filters={
          <>
            <QuerySelect name="status" label={t.invoice.filterStatus} options={data?.options.status ?? []} />
            <DateFilter
              name="periode"
              type="month"
              label={t.invoice.filterPeriode}
              clearLabel={t.invoice.clearPeriode}
            />
            <QuerySelect
              name="overdue"
              label={t.receivables.filterDue}
              options={[{ value: 'true', label: t.receivables.overdueOnly }]}
            />
          </>
        }
      />
    </div>
  );
}
