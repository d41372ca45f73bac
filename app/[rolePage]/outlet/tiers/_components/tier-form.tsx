'use client';

import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { RETURN_POLICIES, TIER_FIELDS } from '@/lib/api/schemas/branch-group';
import { listTexts } from '@/lib/i18n/id/list';
import { tierTexts } from '@/lib/i18n/id/tier';
import type { TierItem } from './tier-types';
import { useBffAction } from '@/lib/client/use-bff-action';
import { labelled } from '@/lib/labelled';

const tt = tierTexts;
type Values = Record<(typeof TIER_FIELDS)[number], string>;

/** "-3, 0, 7" as typed -> [-3, 0, 7]; null when a part is not a whole number. */
function readLevels(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim().replace('\u2212', '-'))
    .filter(Boolean);
  return parts.every((p) => /^-?\d{1,3}$/.test(p)) ? parts.map(Number) : null;
}

/** The tier's title and terms, saved together; the API checks every rule and answers per field. */
export function TierForm({ tier, listHref }: { tier: TierItem; listHref: string }) {
  const { run } = useBffAction();
  const form = useForm<Values>({
    defaultValues: {
      title: tier.title,
      cutoffDaysBefore: String(tier.cutoffDaysBefore),
      cutoffTime: tier.cutoffTime,
      paymentTermDays: String(tier.paymentTermDays),
      returnPolicy: tier.returnPolicy,
      returnPercent: tier.returnPercent === null ? '' : String(tier.returnPercent),
      reminderLevels: tier.reminderLevels.join(', '),
    },
  });
  const policy = useWatch({ control: form.control, name: 'returnPolicy' });

  async function onSubmit(values: Values) {
    const levels = readLevels(values.reminderLevels);
    if (!levels) return void form.setError('reminderLevels', { type: 'client', message: tt.reminderInvalid });
    await run(
      `/bff/api/branch-group/update/${tier.branchGroupId}`,
      {
        method: 'PUT',
        body: {
          title: values.title,
          cutoffDaysBefore: Number(values.cutoffDaysBefore),
          cutoffTime: values.cutoffTime,
          paymentTermDays: Number(values.paymentTermDays),
          returnPolicy: values.returnPolicy,
          // Empty stays empty: the API then says the percent is required for this policy.
          returnPercent:
            values.returnPolicy === 'percent' && values.returnPercent.trim() !== ''
              ? Number(values.returnPercent)
              : null,
          reminderLevels: levels,
        },
      },
      { form, fields: TIER_FIELDS, success: tt.updated, then: { push: listHref } },
    );
  }

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2" noValidate>
          <div className="sm:col-span-2">
            <TextField form={form} name="title" id="tier-edit-title" label={tt.fields.title} />
          </div>
          <SelectField
            form={form}
            name="cutoffDaysBefore"
            label={tt.fields.cutoffDaysBefore}
            options={[0, 1, 2, 3, 4, 5, 6, 7].map((d) => ({
              value: String(d),
              label: tt.cutoff(d, '').replace(/, $/, ''),
            }))}
          />
          <TextField form={form} name="cutoffTime" label={tt.fields.cutoffTime} type="time" />
          <TextField form={form} name="paymentTermDays" label={tt.fields.paymentTermDays} inputMode="numeric" />
          <SelectField
            form={form}
            name="returnPolicy"
            label={tt.fields.returnPolicy}
            options={labelled(RETURN_POLICIES, tt.returnPolicies)}
          />
          {policy === 'percent' ? (
            <TextField form={form} name="returnPercent" label={tt.fields.returnPercent} inputMode="numeric" />
          ) : null}
          <div className="sm:col-span-2">
            <TextField
              form={form}
              name="reminderLevels"
              label={tt.fields.reminderLevels}
              hint={tt.fields.reminderHint}
            />
          </div>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? listTexts.saving : listTexts.save}
            </Button>
            <ButtonLink variant="outline" href={listHref}>
              {listTexts.cancel}
            </ButtonLink>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
