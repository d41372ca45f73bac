'use client';

import { useFieldArray, useWatch, type Control, type UseFormReturn } from 'react-hook-form';

/**
 * One line of a line-item form. Quantities and prices stay text while typed so a half-typed value
 * is kept as typed; the API's own body schema reads them (zodResolver) and again on the server.
 */
export interface EditorLine {
  productId: string;
  title: string;
  unit: string;
  qty: string;
  price?: string;
  /** Stock at the moment the line was added; null when not known (an edited document). */
  stock?: number | null;
  /** An order line's size (S, M, L): the same product may stand twice, once per size. */
  size?: string | null;
}

export interface LineFormValues {
  items: EditorLine[];
}

/**
 * The lines of a form (react-hook-form's field array under `items`): their stable keys, their live
 * values, and add/remove. One product is one line: adding it twice does nothing.
 */
export function useLineItems<V extends LineFormValues, L extends EditorLine = V['items'][number]>(
  form: UseFormReturn<V>,
) {
  // Every line form keeps its lines under `items`; the cast is the one place that says so.
  const control = form.control as unknown as Control<LineFormValues>;
  const array = useFieldArray({ control, name: 'items' });
  const values = (useWatch({ control, name: 'items' }) ?? []) as L[];
  const added = new Set(values.map((line) => line.productId));

  return {
    /** React keys, stable while lines are added and removed. */
    keys: array.fields.map((field) => field.id),
    values,
    added,
    add(line: L) {
      if (added.has(line.productId)) return;
      array.append(line);
      form.clearErrors('items' as never);
    },
    remove: array.remove,
  };
}

export type LineItems<L extends EditorLine = EditorLine> = ReturnType<typeof useLineItems<LineFormValues, L>>;
