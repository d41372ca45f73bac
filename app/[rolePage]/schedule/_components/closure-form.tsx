'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { fieldsOf } from '@/components/form/fields-of';
import { TextField } from '@/components/form/text-field';
import ConfirmDialogPanel from '@/components/layout/confirm-dialog-panel';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { scheduleStoreBody } from '@/lib/api/schemas/schedule';
import { listTexts } from '@/lib/i18n/id/list';
import { scheduleTexts } from '@/lib/i18n/id/schedule';
import { dialogTexts } from '@/lib/i18n/id/shell';
import { useBffAction } from '@/lib/client/use-bff-action';

const FIELDS = ['startDate', 'endDate', 'notes'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Adds a closed day or range; warns when orders already exist for those dates. */
export function ClosureForm({ today }: { today: string }) {
  const { run } = useBffAction();
  const form = useForm<Values>({
    resolver: zodResolver(scheduleStoreBody) as unknown as Resolver<Values>,
    defaultValues: { startDate: '', endDate: '', notes: '' },
  });
  const field = fieldsOf(form, scheduleTexts);
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  // Orders already placed for the dates: asked about before saving (issue 12).
  const [ordersFound, setOrdersFound] = useState<number | null>(null);

  async function onSubmit() {
    const { startDate: start, endDate: end } = form.getValues();
    const q = new URLSearchParams({ startDate: start, ...(end ? { endDate: end } : {}) });
    const counted = await run<{ affectedOrders: number }>(
      `/bff/api/schedule-close/affected?${q}`,
      {},
      { form, fields: FIELDS, success: false, then: 'stay' },
    );
    if (!counted) return;
    if (counted.data.affectedOrders > 0) return void setOrdersFound(counted.data.affectedOrders);
    await save();
  }

  async function save() {
    const res = await run<{ affectedOrders: number }>(
      '/bff/api/schedule-close/store',
      { body: form.getValues() },
      { form, fields: FIELDS, success: scheduleTexts.created },
    );
    if (!res) return;
    // The orders are left as they are; staff need to know they exist to call the outlets.
    if (res.data.affectedOrders > 0)
      toast.warning(scheduleTexts.affectedOrders(res.data.affectedOrders), { duration: 10_000 });
    form.reset();
  }

  return (
    <SectionCard title={scheduleTexts.addTitle} description={scheduleTexts.addHint}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2" noValidate>
        <TextField {...field('startDate')} type="date" min={today} />
        <TextField {...field('endDate')} type="date" min={startDate || today} hint={scheduleTexts.endDateHint} />
        <div className="sm:col-span-2">
          <TextField {...field('notes')} placeholder={scheduleTexts.notesPlaceholder} maxLength={200} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? listTexts.saving : scheduleTexts.add}
          </Button>
        </div>
      </form>
      <ConfirmDialogPanel
        open={ordersFound !== null}
        setOpen={(open) => !open && setOrdersFound(null)}
        title={scheduleTexts.confirmTitle}
        text={scheduleTexts.confirmText(ordersFound ?? 0)}
        confirmLabel={scheduleTexts.confirmYes}
        busyLabel={listTexts.saving}
        cancelLabel={dialogTexts.cancel}
        destructive={false}
        onConfirm={save}
      />
    </SectionCard>
  );
}
