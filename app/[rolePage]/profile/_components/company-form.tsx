'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { digitsOnly } from '@/lib/typed-text';
import { companyBody } from '@/lib/api/schemas/company';
import { companyTexts } from '@/lib/i18n/id/company';
import { profileTexts } from '@/lib/i18n/id/profile';
import { useBffAction } from '@/lib/client/use-bff-action';
import { fieldsOf } from '@/components/form/fields-of';
import { TextAreaField } from '@/components/form/text-area-field';

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

  // Its own ids: the profile page also holds the password form.
  const field = fieldsOf(form, tc.fields, 'company');
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
      <TextField {...field('name')} autoComplete="organization" maxLength={100} />
      <TextField {...field('address')} autoComplete="street-address" maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('phone')} inputMode="tel" autoComplete="tel" normalize={digitsOnly} />
        <TextField {...field('npwp')} hint={tc.hints.npwp} maxLength={25} />
      </div>
      <CheckboxField form={form} name="isPkp" label={tc.fields.isPkp} hint={tc.hints.isPkp} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...field('bankName')} maxLength={60} />
        <TextField {...field('bankAccountNumber')} inputMode="numeric" maxLength={40} />
        <TextField {...field('bankAccountName')} maxLength={100} />
      </div>
      <TextField {...field('taxPercent')} hint={tc.hints.taxPercent} inputMode="decimal" className="max-w-32" />
      <TextAreaField form={form} name="invoiceFooter" label={tc.fields.invoiceFooter} max={500} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? profileTexts.saving : profileTexts.save}
      </Button>
    </form>
  );
}
