'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { OutletAddressFields } from '@/components/form/outlet-address-fields';
import { emptyOutletValues, outletValuesOf, type OutletFormValues } from '@/components/form/outlet-values';
import { ActiveStatusField, SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { FormActions } from '@/components/form/form-actions';
import { ContentCard } from '@/components/ui/card';
import { outletStoreBody, outletUpdateBody } from '@/lib/api/schemas/outlet';
import { outletTexts } from '@/lib/i18n/id/mitra';
import { orderWindowTexts } from '@/lib/i18n/id/order-window';
import type { RolePage } from '@/lib/roles';
import type { OutletItem } from '@/lib/types/master-data';
import { useBffAction } from '@/lib/client/use-bff-action';

type Values = OutletFormValues & { ownerId: string; isActive: '1' | '0'; cutoffDaysBefore: string; cutoffTime: string };
const FIELDS = ['ownerId', 'isActive', 'cutoffDaysBefore', 'cutoffTime', ...Object.keys(emptyOutletValues)] as const;
const tw = orderWindowTexts;
const DAY_OPTIONS = Array.from({ length: 8 }, (_, days) => ({ value: String(days), label: tw.dayOption(days) }));

interface Props {
  role: RolePage;
  options: { branch: { id: number; name: string }[]; owners: { id: number; name: string }[]; regions: string[] };
  outlet?: OutletItem;
  /** Preselected partner (from ?ownerId=). */
  ownerId?: string;
}

export function OutletForm({ role, options, outlet, ownerId }: Props) {
  const router = useRouter();
  const { run } = useBffAction();
  const listHref = `/${role}/outlet`;
  const schema = outlet
    ? outletUpdateBody.extend({ ownerId: z.string() })
    : outletStoreBody.extend({ isActive: z.string() });
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: outlet
      ? {
          ownerId: String(outlet.ownerId),
          isActive: outlet.isActive ? '1' : '0',
          ...outletValuesOf(outlet, { phone: outlet.phoneNumber, email: outlet.email }),
          cutoffDaysBefore: outlet.cutoffDaysBefore === null ? '' : String(outlet.cutoffDaysBefore),
          cutoffTime: outlet.cutoffTime ?? '',
        }
      : { ...emptyOutletValues, ownerId: ownerId ?? '', isActive: '1', cutoffDaysBefore: '', cutoffTime: '' },
  });

  async function onSubmit() {
    const values = form.getValues();
    await run(
      outlet ? `/bff/api/outlet/update/${outlet.outletId}` : '/bff/api/outlet/store',
      { method: outlet ? 'PATCH' : 'POST', body: values },
      {
        form,
        fields: FIELDS,
        success: outlet ? outletTexts.updated : outletTexts.created,
        then: { push: listHref }, // spec 2: back to the outlet list after an update
        onRefused: (refusal) => {
          if (refusal.message === outletTexts.notFound) router.replace(listHref);
        },
      },
    );
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-6" noValidate>
      <ContentCard className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            form={form}
            name="ownerId"
            label={outletTexts.owner}
            options={options.owners.map((o) => ({ value: o.id, label: o.name }))}
            disabled={Boolean(outlet)}
          />
          {outlet ? <ActiveStatusField form={form} name="isActive" label={outletTexts.isActive} /> : null}
        </div>
        <OutletAddressFields form={form} tiers={options.branch} regions={options.regions} />
      </ContentCard>
      {outlet ? (
        <ContentCard className="space-y-3">
          <div>
            <p className="font-medium">{tw.outletOverride}</p>
            <p className="text-sm text-stone-600">{tw.outletOverrideHint}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              form={form}
              name="cutoffDaysBefore"
              label={tw.daysBefore}
              placeholder={tw.followTier}
              options={DAY_OPTIONS}
            />
            <TextField form={form} name="cutoffTime" type="time" label={tw.time} hint={tw.followTier} />
          </div>
        </ContentCard>
      ) : null}
      <FormActions busy={form.formState.isSubmitting} cancelHref={listHref} />
    </form>
  );
}
