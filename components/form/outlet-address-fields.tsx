'use client';

import type { UseFormReturn } from 'react-hook-form';
import { addressTexts } from '@/lib/i18n/id/address';
import { outletTexts } from '@/lib/i18n/id/mitra';
import { SelectField } from './select-field';
import { DigitsField, TextField } from './text-field';
import { fieldsOf } from '@/components/form/fields-of';

interface Props {
  // The caller's form has these fields among others.
  form: UseFormReturn<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  tiers: { id: number; name: string }[];
  regions: string[];
}

export function OutletAddressFields({ form, tiers, regions }: Props) {
  const field = fieldsOf(form, addressTexts);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField form={form} name="title" label={outletTexts.title} />
      </div>
      <DigitsField form={form} name="phoneNumberBranch" label={outletTexts.phoneNumberBranch} />
      <TextField form={form} name="emailBranch" label={outletTexts.emailBranch} type="email" />
      <SelectField
        form={form}
        name="branchGroupId"
        label={outletTexts.branchGroupId}
        options={tiers.map((tier) => ({ value: tier.id, label: tier.name }))}
      />
      <SelectField {...field('region')} options={regions.map((r) => ({ value: r, label: r }))} />
      <TextField {...field('district')} />
      <TextField {...field('subdistrict')} />
      <TextField {...field('village')} />
      <DigitsField form={form} name="postalCode" label={addressTexts.postalCode} maxLength={5} />
      <div className="sm:col-span-2">
        <TextField {...field('address')} />
      </div>
    </div>
  );
}
