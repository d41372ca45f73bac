'use client';

import { Input } from '@/components/ui/input';
import { Field } from '@/components/form/field';
import { useListQuery } from '@/components/data-table/use-list-query';
import { LIST_PARAMS } from '@/lib/list-query';
import { productionPlanTexts } from '@/lib/i18n/id/production-plan';

/** The delivery date the plan is for, kept in the URL (?deliveryDate=). */
export function PlanDatePicker({ date }: { date: string }) {
  const { change, pending } = useListQuery(LIST_PARAMS.plan);
  return (
    <Field id="plan-date" label={productionPlanTexts.deliveryDate}>
      <Input
        id="plan-date"
        type="date"
        defaultValue={date}
        key={date}
        className="w-48"
        aria-busy={pending}
        onChange={(e) => {
          if (e.target.value) change({ deliveryDate: e.target.value });
        }}
      />
    </Field>
  );
}
