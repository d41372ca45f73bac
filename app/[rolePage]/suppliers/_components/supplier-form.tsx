'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { DigitsField, TextField } from '@/components/form/text-field';
import { FormActions } from '@/components/form/form-actions';
import { ContentCard } from '@/components/ui/card';
import { PROVINCES } from '@/lib/api/data/regions';
import { supplierBody } from '@/lib/api/schemas/supplier';
import { addressTexts } from '@/lib/i18n/id/address';
import { supplierTexts } from '@/lib/i18n/id/supplier';
import type { RolePage } from '@/lib/roles';
import type { SupplierItem } from '@/lib/types/master-data';
import { useBffAction } from '@/lib/client/use-bff-action';
import { fieldsOf } from '@/components/form/fields-of';

const FIELDS = [
  'company',
  'companyPhoneNumber',
  'companyEmail',
  'personInCompany',
  'personInCompanyPhoneNumber',
  'region',
  'district',
  'subdistrict',
  'address',
  'notes',
  'bankAccount',
  'bankAccountName',
  'bankAccountNumber',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export function SupplierForm({ role, supplier }: { role: RolePage; supplier?: SupplierItem }) {
  const { run } = useBffAction();
  const listHref = `/${role}/suppliers`;
  const form = useForm<Values>({
    resolver: zodResolver(supplierBody) as unknown as Resolver<Values>,
    defaultValues: Object.fromEntries(
      FIELDS.map((f) => [f, (supplier?.[f] as string | null | undefined) ?? '']),
    ) as Values,
  });
  const field = fieldsOf(form, supplierTexts);

  async function onSubmit() {
    const values = form.getValues();
    await run(
      supplier ? `/bff/api/supplier/update/${supplier.supplierId}` : '/bff/api/supplier/store',
      { method: supplier ? 'PATCH' : 'POST', body: values },
      {
        form,
        fields: FIELDS,
        success: supplier ? supplierTexts.updated : supplierTexts.created,
        then: { push: listHref },
      },
    );
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-6" noValidate>
      <ContentCard columns>
        <div className="sm:col-span-2">
          <TextField {...field('company')} />
        </div>
        <DigitsField form={form} name="companyPhoneNumber" label={supplierTexts.companyPhoneNumber} />
        <TextField {...field('companyEmail')} type="email" />
        <TextField {...field('personInCompany')} />
        <DigitsField form={form} name="personInCompanyPhoneNumber" label={supplierTexts.personInCompanyPhoneNumber} />
        <SelectField
          form={form}
          name="region"
          label={addressTexts.region}
          options={PROVINCES.map((p) => ({ value: p, label: p }))}
        />
        <TextField form={form} name="district" label={addressTexts.district} />
        <TextField form={form} name="subdistrict" label={addressTexts.subdistrict} />
        <TextField form={form} name="address" label={addressTexts.address} />
        <TextField {...field('bankAccount')} />
        <DigitsField form={form} name="bankAccountNumber" label={supplierTexts.bankAccountNumber} />
        <TextField {...field('bankAccountName')} />
        <div className="sm:col-span-2">
          <TextField {...field('notes')} />
        </div>
      </ContentCard>
      <FormActions busy={form.formState.isSubmitting} cancelHref={listHref} />
    </form>
  );
}
