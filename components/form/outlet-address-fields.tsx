'use client';

import type { UseFormReturn } from 'react-hook-form';
import { t } from '@/lib/i18n/id';
import { SelectField } from './select-field';
import { DigitsField, TextField } from './text-field';

/** The form fields every outlet needs: name, contact, Indonesian address levels, price tier. */
export interface OutletFormValues {
  title: string;
  phoneNumberBranch: string;
  emailBranch: string;
  region: string;
  district: string;
  subdistrict: string;
  village: string;
  address: string;
  postalCode: string;
  branchGroupId: string;
}

export const emptyOutletValues: OutletFormValues = {
  title: '',
  phoneNumberBranch: '',
  emailBranch: '',
  region: '',
  district: '',
  subdistrict: '',
  village: '',
  address: '',
  postalCode: '',
  branchGroupId: '',
};

interface Props {
  // The caller's form has these fields among others.
  form: UseFormReturn<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  tiers: { id: number; name: string }[];
  regions: string[];
}

export function OutletAddressFields({ form, tiers, regions }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField form={form} name="title" label={t.outlet.title} />
      </div>
      <DigitsField form={form} name="phoneNumberBranch" label={t.outlet.phoneNumberBranch} />
      <TextField form={form} name="emailBranch" label={t.outlet.emailBranch} type="email" />
      <SelectField
        form={form}
        name="branchGroupId"
        label={t.outlet.branchGroupId}
        options={tiers.map((tier) => ({ value: tier.id, label: tier.name }))}
      />
      <SelectField
        form={form}
        name="region"
        label={t.address.region}
        options={regions.map((r) => ({ value: r, label: r }))}
      />
      <TextField form={form} name="district" label={t.address.district} />
      <TextField form={form} name="subdistrict" label={t.address.subdistrict} />
      <TextField form={form} name="village" label={t.address.village} />
      <DigitsField form={form} name="postalCode" label={t.address.postalCode} maxLength={5} />
      <div className="sm:col-span-2">
        <TextField form={form} name="address" label={t.address.address} />
      </div>
    </div>
  );
}
