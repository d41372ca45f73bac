'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { orderWindowBody } from '@/lib/api/schemas/order-window';
import { useBffAction } from '@/lib/client/use-bff-action';
import { listTexts } from '@/lib/i18n/id/list';
import { orderWindowTexts } from '@/lib/i18n/id/order-window';

const tw = orderWindowTexts;

export interface OrderWindow {
  branchGroupId: number;
  title: string;
  cutoffDaysBefore: number;
  cutoffTime: string;
}

const DAY_OPTIONS = Array.from({ length: 8 }, (_, days) => ({ value: String(days), label: tw.dayOption(days) }));

type Values = { cutoffDaysBefore: string; cutoffTime: string };

/** One tier's deadline, changed in place by those who may (owner, finance). */
function OrderWindowRow({ window: w }: { window: OrderWindow }) {
  const { run } = useBffAction();
  const form = useForm<Values>({
    resolver: zodResolver(orderWindowBody) as unknown as Resolver<Values>,
    defaultValues: { cutoffDaysBefore: String(w.cutoffDaysBefore), cutoffTime: w.cutoffTime },
  });
  const save = form.handleSubmit(async (values) => {
    await run(
      `/bff/api/order-window/update/${w.branchGroupId}`,
      { method: 'PUT', body: values },
      { form, success: tw.updated },
    );
  });
  return (
    <form
      onSubmit={save}
      noValidate
      className="grid gap-3 border-b border-stone-100 py-4 last:border-0 sm:grid-cols-[1fr_10rem_8rem_auto] sm:items-end"
      aria-label={w.title}
      data-testid="order-window-row"
    >
      <p className="font-medium sm:pb-2">{w.title}</p>
      <SelectField
        form={form}
        name="cutoffDaysBefore"
        id={`cutoff-days-${w.branchGroupId}`}
        label={tw.daysBefore}
        options={DAY_OPTIONS}
        placeholder={tw.daysBefore}
      />
      <TextField form={form} name="cutoffTime" id={`cutoff-time-${w.branchGroupId}`} type="time" label={tw.time} />
      <Button type="submit" variant="outline" disabled={form.formState.isSubmitting} aria-label={tw.save(w.title)}>
        {form.formState.isSubmitting ? listTexts.saving : listTexts.save}
      </Button>
    </form>
  );
}

/** Kelola Jadwal's second half: each price tier's order deadline (DOMAIN 17). */
export function OrderWindowCard({ windows, canWrite }: { windows: OrderWindow[]; canWrite: boolean }) {
  return (
    <SectionCard title={tw.title} description={tw.hint}>
      {windows.length === 0 ? (
        <p className="text-sm text-stone-600">{tw.empty}</p>
      ) : canWrite ? (
        windows.map((w) => <OrderWindowRow key={w.branchGroupId} window={w} />)
      ) : (
        <dl className="divide-y divide-stone-100" data-testid="order-window-list">
          {windows.map((w) => (
            <div key={w.branchGroupId} className="flex flex-wrap justify-between gap-2 py-3 text-sm">
              <dt className="font-medium">{w.title}</dt>
              <dd>{tw.rule(w.cutoffDaysBefore, w.cutoffTime)}</dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}
