'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { ValidatedForm } from '@/components/form/validated-form';
import { NativeSelect } from '@/components/ui/native-select';
import { labelled } from '@/lib/labelled';
import { RETURN_DISPOSITIONS, returnProcessBody, type ReturnItem } from '@/lib/api/schemas/return';
import { useBffAction } from '@/lib/client/use-bff-action';
import { changeRequestTexts } from '@/lib/i18n/id/order-window';
import { returnTexts } from '@/lib/i18n/id/returns';
import { Field, fieldAria } from '@/components/form/field';

const tr = returnTexts;

interface Values {
  lines: { itemId: number; disposition: string | null }[];
}

/**
 * Proses Retur: a disposition per line (expired goods only to waste: the API refuses them to stock,
 * and the form does not offer it).
 */
export function ReturnProcessForm({ ret, backHref }: { ret: ReturnItem; backHref: string }) {
  const { run } = useBffAction();
  const form = useForm<Values>({
    resolver: zodResolver(returnProcessBody) as unknown as Resolver<Values>,
    defaultValues: { lines: ret.items.map((l) => ({ itemId: l.itemId, disposition: null })) },
  });
  const errors = form.formState.errors;
  return (
    <ValidatedForm
      form={form}
      onSubmit={(values) =>
        run(`/bff/api/return/process/${ret.id}`, { body: values }, { form, then: { push: backHref } })
      }
      className="space-y-4"
    >
      <p className="text-sm text-stone-600">{tr.processHint}</p>
      <ol className="space-y-3">
        {ret.items.map((line, i) => {
          const id = `disposition-${line.itemId}`;
          const error = errors.lines?.[i]?.disposition?.message;
          return (
            <li key={line.itemId} className="rounded-lg border border-stone-200 p-4">
              <p className="font-medium">{changeRequestTexts.line(line.title, line.qty, line.size)}</p>
              <p className="text-xs text-stone-500">{line.reasonLabel}</p>
              <Field id={id} label={tr.dispositionOf(line.title)} error={error} className="mt-3 max-w-xs">
                <NativeSelect
                  id={id}
                  {...fieldAria(id, error)}
                  {...form.register(`lines.${i}.disposition`, { setValueAs: (v: string) => v || null })}
                  placeholder={tr.dispositionRequired}
                  options={labelled(
                    RETURN_DISPOSITIONS.filter((d) => d !== 'stok' || line.reason !== 'kedaluwarsa'),
                    tr.dispositions,
                  )}
                />
              </Field>
            </li>
          );
        })}
      </ol>
      <FormActions busy={form.formState.isSubmitting} cancelHref={backHref} submitLabel={tr.process} />
    </ValidatedForm>
  );
}
