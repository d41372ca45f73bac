import Form from 'next/form';
import { redirect } from 'next/navigation';
import { Field } from '@/components/form/field';
import { Button, ButtonLink } from '@/components/ui/button';
import { ContentCard } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/layout/page-header';
import { t } from '@/lib/i18n/id';
import { longDate } from '@/lib/i18n/id/dates';
import { isIsoDate } from '@/lib/iso-dates';
import { serverRead } from '@/lib/server/api-read';
import type { RolePageProps } from '@/lib/server/page-props';
import { ChangeRequestForm } from '../../_components/change-request-form';
import type { OrderFormOptions } from '../../_components/order-types';
import { requireOrderCall } from '../../_lib/order-access';

/**
 * Ajukan Order: after a date's deadline a partner asks the bakery for an order it has not placed
 * (DOMAIN 17: "for an existing order or a new one"), for its selected outlet. Reached from the
 * order form's deadline note and its calendar (with the date), or from the Permintaan Perubahan tab
 * (the date asked first); the API refuses it while the deadline is still ahead.
 */
const tc = t.changeRequest;

export default async function NewOrderRequestPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireOrderCall(rolePage, 'POST /order-change-request/store');
  const { deliveryDate } = await searchParams;
  const listHref = `/${user.rolePage}/order/change-requests`;
  if (!user.branchId) redirect(listHref);
  if (typeof deliveryDate !== 'string' || !isIsoDate(deliveryDate))
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title={tc.askPickTitle} description={tc.askPickHint} />
        {/* The date first: a GET form, so the page reads the chosen date's catalogue as the link does. */}
        <Form action={`/${user.rolePage}/order/change-requests/create`} className="space-y-4">
          <ContentCard>
            <Field id="ask-date" label={tc.askPickDate}>
              <Input id="ask-date" name="deliveryDate" type="date" required className="max-w-56" />
            </Field>
          </ContentCard>
          <div className="flex justify-end gap-2">
            <ButtonLink variant="outline" href={listHref}>
              {t.dialog.cancel}
            </ButtonLink>
            <Button type="submit">{tc.askContinue}</Button>
          </div>
        </Form>
      </div>
    );
  const { data } = await serverRead<{ options: OrderFormOptions }>(
    user,
    `/transaction/order/create?branchId=${user.branchId}&deliveryDate=${deliveryDate}`,
  );
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={tc.askNewTitle(longDate(deliveryDate))} description={tc.askHint} />
      <ChangeRequestForm
        target={{ transactionOrderId: null, branchId: user.branchId, deliveryDate }}
        lines={[]}
        products={data?.options.products ?? []}
        backHref={listHref}
      />
    </div>
  );
}
