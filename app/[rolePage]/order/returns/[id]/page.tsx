import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { SectionCard, ContentCard } from '@/components/ui/card';
import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import type { ReturnItem } from '@/lib/api/schemas/return';
import { can } from '@/lib/can';
import { formatDateTime, formatRupiah } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { longDate } from '@/lib/i18n/id/dates';
import { serverRead } from '@/lib/server/api-read';
import { isOrderId } from '../../_lib/order-access';
import { requireScreen } from '@/lib/server/current-user';
import { opensScreen } from '@/lib/roles';
import { ReturnProcessForm } from '../_components/return-process-form';
import type { RolePageProps } from '@/lib/server/page-props';

const tr = t.returns;

/** One return: its lines and reasons, and once processed what became of them and the credit. */
export default async function ReturnDetailPage({ params }: RolePageProps<'id'>) {
  const { rolePage, id } = await params;
  const user = await requireScreen(rolePage, '/order/returns', 'GET /return/show/{id}');
  if (!isOrderId(id)) notFound();
  const { data: ret } = await serverRead<ReturnItem>(user, `/return/show/${id}`);
  if (!ret) notFound();
  const backHref = `/${user.rolePage}/order/returns`;
  const processable = ret.status === 'menunggu' && can(user.rolePage, 'POST /return/process/{id}');
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <PageHeader title={processable ? tr.processTitle(ret.number) : ret.number} description={ret.outlet} />
      <ContentCard>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-500">{tr.date}</dt>
            <dd className="font-medium">{longDate(ret.date)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{tr.status}</dt>
            <dd>
              <Badge tone={ret.status === 'menunggu' ? 'warning' : 'success'}>{ret.statusLabel}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{tr.credit}</dt>
            <dd data-testid="return-credit">
              {ret.status === 'diproses' ? (
                <>
                  <span className="font-medium">{formatRupiah(ret.creditTotal)}</span>
                  {ret.creditTotal > 0 ? (
                    <span className="block text-xs text-stone-600">
                      {ret.invoiceNumber && ret.invoiceId && opensScreen(user.rolePage, '/transaction') ? (
                        <Link
                          href={`/${user.rolePage}/transaction/${ret.invoiceId}`}
                          className="text-brand-700 underline-offset-4 hover:underline"
                        >
                          {tr.creditInvoice(ret.invoiceNumber)}
                        </Link>
                      ) : ret.invoiceNumber ? (
                        tr.creditInvoice(ret.invoiceNumber)
                      ) : (
                        tr.creditPending
                      )}
                    </span>
                  ) : null}
                </>
              ) : (
                '-'
              )}
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{t.order.createdAt}</dt>
            <dd>
              {formatDateTime(ret.createdAt)} · {ret.createdBy ?? '-'}
            </dd>
          </div>
        </dl>
      </ContentCard>
      {processable ? (
        <SectionCard title={tr.process}>
          <ReturnProcessForm ret={ret} backHref={backHref} />
        </SectionCard>
      ) : (
        <Table caption={tr.lines}>
          <TableHead>
            <tr>
              <HeadCell>{tr.lines}</HeadCell>
              <HeadCell>{tr.reason}</HeadCell>
              <HeadCell>{tr.disposition}</HeadCell>
              <HeadCell numeric>{tr.credit}</HeadCell>
            </tr>
          </TableHead>
          <tbody>
            {ret.items.map((l) => (
              <Row key={l.itemId}>
                <Cell>{t.changeRequest.line(l.title, l.qty, l.size)}</Cell>
                <Cell>{l.reasonLabel}</Cell>
                <Cell>{l.disposition ? tr.dispositions[l.disposition] : '-'}</Cell>
                <Cell numeric>
                  {l.disposition ? `${tr.creditLine(l.creditQty, l.qty)} · ${formatRupiah(l.credit)}` : '-'}
                </Cell>
              </Row>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
