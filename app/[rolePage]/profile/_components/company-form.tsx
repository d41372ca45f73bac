'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { digitsOnly } from '@/lib/typed-text';
import { companyBody } from '@/lib/api/schemas/company';
import { companyTexts } from '@/lib/i18n/id/company';
import { profileTexts } from '@/lib/i18n/id/profile';
import { CharCounter } from '@/components/form/counted-textarea';
import { useBffAction } from '@/lib/client/use-bff-action';
import { Field, fieldAria } from '@/components/form/field';

type Values = z.input<typeof companyBody>;
type Submitted = z.output<typeof companyBody>;
const tc = companyTexts;

/** The bakery's identity on its invoices (issue 12): owner and finance save it here. */
export function CompanyForm({ initial }: { initial: Values }) {
  const { run } = useBffAction();
  const form = useForm<Values, unknown, Submitted>({ resolver: zodResolver(companyBody), defaultValues: initial });

  async function onSubmit(values: Submitted) {
    await run('/bff/api/settings/company/update', { method: 'PUT', body: values }, { form, successText: tc.saved });
  }

  const footerError = form.formState.errors.invoiceFooter?.message;
  const footer = useWatch({ control: form.control, name: 'invoiceFooter' });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
      <TextField
        form={form}
        name="name"
        id="company-name"
        label={tc.fields.name}
        autoComplete="organization"
        maxLength={100}
      />
      <TextField
        form={form}
        name="address"
        id="company-address"
        label={tc.fields.address}
        autoComplete="street-address"
        maxLength={300}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="phone"
          id="company-phone"
          label={tc.fields.phone}
          inputMode="tel"
          autoComplete="tel"
          normalize={digitsOnly}
        />
        <TextField
          form={form}
          name="npwp"
          id="company-npwp"
          label={tc.fields.npwp}
          hint={tc.hints.npwp}
          maxLength={25}
        />
      </div>
      <CheckboxField form={form} name="isPkp" label={tc.fields.isPkp} hint={tc.hints.isPkp} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField form={form} name="bankName" id="company-bankName" label={tc.fields.bankName} maxLength={60} />
        <TextField
          form={form}
          name="bankAccountNumber"
          id="company-bankAccountNumber"
          label={tc.fields.bankAccountNumber}
          inputMode="numeric"
          maxLength={40}
        />
        <TextField
          form={form}
          name="bankAccountName"
          id="company-bankAccountName"
          label={tc.fields.bankAccountName}
          maxLength={100}
        />
      </div>
      <TextField
        form={form}
        name="taxPercent"
        id="company-taxPercent"
        label={tc.fields.taxPercent}
        hint={tc.hints.taxPercent}
        inputMode="decimal"
        className="max-w-32"
      />
      <Field id="field-invoiceFooter" label={tc.fields.invoiceFooter} error={footerError}>
        <textarea
          id="field-invoiceFooter"
          rows={3}
          {...fieldAria('field-invoiceFooter', footerError)}
          className="w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
          {...form.register('invoiceFooter')}
        />
        <CharCounter value={footer ?? ''} max={500} />
      </Field>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? profileTexts.saving : profileTexts.save}
      </Button>
    </form>
  );
}
