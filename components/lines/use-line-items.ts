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
  /** The product's sizes, when it has any: the line's size is chosen among them. */
  sizes?: readonly string[];
}

export interface LineFormValues {
  items: EditorLine[];
}

/** What makes a line one: its product and its size. */
const lineKey = (line: Pick<EditorLine, 'productId' | 'size'>) => `${line.productId}|${line.size ?? ''}`;

/**
 * The catalogue's next line of a product: without sizes the product itself; with sizes its default
 * first, then each size no line has yet; null once every size has its line. A product whose size
 * must be chosen starts without one, for the partner to choose.
 */
export function nextLineOf(
  product: { productId: string; sizes?: readonly string[]; sizeRequired?: boolean; defaultSize?: string | null },
  lines: readonly EditorLine[],
): Pick<EditorLine, 'size' | 'sizes'> | null {
  const sizes = product.sizes ?? [];
  const taken = new Set(lines.filter((l) => l.productId === product.productId).map((l) => l.size ?? ''));
  if (sizes.length === 0) return taken.size ? null : { size: null };
  if (product.sizeRequired && !taken.has('')) return { size: null, sizes };
  const size = [product.defaultSize, ...sizes].find((s) => s && !taken.has(s) && !taken.has(''));
  return size ? { size, sizes } : null;
}

/**
 * Products the catalogue shows as added: those without sizes that have their line, and those
 * whose every size has one (a product of S, M and L is added once its third size is).
 */
export function fullyAdded(lines: readonly EditorLine[]): Set<string> {
  const products = new Set(lines.map((l) => l.productId));
  return new Set(
    [...products].filter((productId) => {
      const own = lines.filter((l) => l.productId === productId);
      return nextLineOf({ productId, sizes: own[0].sizes }, own) === null;
    }),
  );
}

/**
 * The lines of a form (react-hook-form's field array under `items`): their stable keys, their live
 * values, and add/remove. One product and size is one line: adding it twice does nothing.
 */
export function useLineItems<V extends LineFormValues, L extends EditorLine = V['items'][number]>(
  form: UseFormReturn<V>,
) {
  // Every line form keeps its lines under `items`; the cast is the one place that says so.
  const control = form.control as unknown as Control<LineFormValues>;
  const array = useFieldArray({ control, name: 'items' });
  const values = (useWatch({ control, name: 'items' }) ?? []) as L[];
  const added = new Set(values.map((line) => line.productId));
  const keys = new Set(values.map(lineKey));

  return {
    /** React keys, stable while lines are added and removed. */
    keys: array.fields.map((field) => field.id),
    values,
    added,
    add(line: L) {
      if (keys.has(lineKey(line))) return;
      array.append(line);
      form.clearErrors('items' as never);
    },
    remove: array.remove,
  };
}

export type LineItems<L extends EditorLine = EditorLine> = ReturnType<typeof useLineItems<LineFormValues, L>>;
