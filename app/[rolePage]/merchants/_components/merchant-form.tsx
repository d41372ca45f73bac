'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { OutletAddressFields } from '@/components/form/outlet-address-fields';
import { emptyOutletValues, outletValuesOf, type OutletFormValues } from '@/components/form/outlet-values';
import { ActiveStatusField, SelectField } from '@/components/form/select-field';
import { DigitsField, TextField } from '@/components/form/text-field';
import { useTemporaryPassword } from '@/components/layout/temporary-password-dialog';
import { FormActions } from '@/components/form/form-actions';
import { SectionCard } from '@/components/ui/card';
import { mitraStoreBody, mitraUpdateBody } from '@/lib/api/schemas/mitra';
import { noWhitespace } from '@/lib/typed-text';
import { mitraTexts } from '@/lib/i18n/id/mitra';
import { creditTexts } from '@/lib/i18n/id/receivables';
import type { RolePage } from '@/lib/roles';
import type { MitraDetail, MitraOptions } from '@/lib/types/master-data';
import { useBffAction } from '@/lib/client/use-bff-action';
import { fieldsOf } from '@/components/form/fields-of';
import { labelled } from '@/lib/labelled';

type Values = OutletFormValues & {
  name: string;
  username: string;
  email: string;
  phoneNumber: string;
  isActive: '1' | '0';
  /** Credit control (DOMAIN 19), edited with the partner. */
  creditLimit: string;
  overdueDays: string;
  creditMode: 'peringatan' | 'tahan';
};

const FIELDS = [
  'name',
  'username',
  'email',
  'phoneNumber',
  'isActive',
  'creditLimit',
  'overdueDays',
  'creditMode',
  ...Object.keys(emptyOutletValues),
] as const;

// The form checks the same rules as the API; the username and isActive apply to one mode each.
const createSchema = mitraStoreBody.extend({ isActive: z.string() });
const editSchema = mitraUpdateBody.omit({ branchId: true, userId: true }).extend({ username: z.string() });

interface Props {
  role: RolePage;
  options: MitraOptions;
  partner?: MitraDetail;
}

/** Create a partner with the first outlet, or edit the partner and that outlet (spec: Partner entity). */
export function MerchantForm({ role, options, partner }: Props) {
  const router = useRouter();
  const { run } = useBffAction();
  const listHref = `/${role}/merchants`;
  const temporary = useTemporaryPassword(listHref);
  const editing = Boolean(partner);
  const form = useForm<Values>({
    // Validation only: the raw values are sent, and the API applies the same schema again.
    resolver: zodResolver(editing ? editSchema : createSchema) as unknown as Resolver<Values>,
    defaultValues: partner
      ? {
          name: partner.name,
          username: partner.username,
          email: partner.email ?? '',
          phoneNumber: partner.phoneNumber ?? '',
          isActive: partner.isActive ? '1' : '0',
          ...outletValuesOf(partner, { phone: partner.officePhoneNumber, email: partner.officeEmail }),
          creditLimit: partner.creditLimit === null ? '' : String(partner.creditLimit),
          overdueDays: partner.overdueDays === null ? '' : String(partner.overdueDays),
          creditMode: partner.creditMode,
        }
      : {
          ...emptyOutletValues,
          name: '',
          username: '',
          email: '',
          phoneNumber: '',
          isActive: '1',
          creditLimit: '',
          overdueDays: '',
          creditMode: 'peringatan',
        },
  });
  const field = fieldsOf(form, mitraTexts);

  async function onSubmit() {
    const values = form.getValues();
    // A partner deleted meanwhile: back to the list, which no longer shows it.
    const onRefused = (refusal: { message: string }) => {
      if (refusal.message === mitraTexts.notFound) router.replace(listHref);
    };
    if (partner) {
      await run(
        `/bff/api/mitra/update/${partner.userId}`,
        { method: 'PATCH', body: { ...values, branchId: partner.branchId, userId: partner.userId } },
        // spec 2: back to the partner list after create, update, delete
        { form, fields: FIELDS, success: mitraTexts.updated, then: { push: listHref }, onRefused },
      );
      return;
    }
    const created = await run<{ temporaryPassword: string }>(
      '/bff/api/mitra/store',
      { body: values },
      { form, fields: FIELDS, success: mitraTexts.created, then: 'stay', onRefused },
    );
    if (created) temporary.show(created.data.temporaryPassword);
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-6" noValidate>
      <SectionCard title={mitraTexts.accountSection} contentClassName="grid gap-4 sm:grid-cols-2">
        <TextField {...field('name')} autoComplete="off" />
        <TextField {...field('username')} normalize={noWhitespace} autoCapitalize="none" disabled={editing} />
        <TextField {...field('email')} type="email" />
        <DigitsField form={form} name="phoneNumber" label={mitraTexts.phoneNumber} />
        {editing ? <ActiveStatusField {...field('isActive')} /> : null}
      </SectionCard>
      <SectionCard title={editing ? mitraTexts.outletSectionEdit : mitraTexts.outletSection}>
        <OutletAddressFields form={form} tiers={options.branch} regions={options.regions} />
      </SectionCard>
      {editing ? (
        <SectionCard
          title={creditTexts.section}
          description={creditTexts.sectionHint}
          contentClassName="grid gap-4 sm:grid-cols-3"
        >
          <TextField
            form={form}
            name="creditLimit"
            label={creditTexts.limit}
            hint={creditTexts.limitHint}
            inputMode="numeric"
          />
          <DigitsField
            form={form}
            name="overdueDays"
            label={creditTexts.overdueDays}
            hint={creditTexts.overdueDaysHint}
          />
          <SelectField
            form={form}
            name="creditMode"
            label={creditTexts.mode}
            placeholder={creditTexts.mode}
            options={labelled(['peringatan', 'tahan'] as const, creditTexts.modes)}
          />
        </SectionCard>
      ) : null}
      <FormActions busy={form.formState.isSubmitting} cancelHref={listHref} />
      {temporary.dialog}
    </form>
  );
}
