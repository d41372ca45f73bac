'use client';

import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { amountInput } from '@/lib/typed-text';
import { linesTexts } from '@/lib/i18n/id/lines';
import type { EditorLine, LineItems } from './use-line-items';
import { Field, FieldError, fieldAria } from '@/components/form/field';

/** An input of each line: which value it edits and how it is labelled (the line's title is added for screen readers). */
export interface LineInput<L extends EditorLine> {
  /** The line's value it edits: qty, price, or a field of the screen's own lines (leadDays). */
  name: string;
  /** decimal: raw materials weighed to 0.001 ("2,5"); the phone then offers the comma. */
  inputMode?: 'numeric' | 'decimal';
  label: (line: L) => string;
  /** Under the input while there is no error (e.g. the price in rupiah per unit). */
  hint?: (line: L) => string;
  placeholder?: string;
}

/** A choice of each line (a return's reason): a native select under `items.N.<name>`. */
export interface LineSelect<L extends EditorLine> {
  name: string;
  label: (line: L) => string;
  options: readonly { value: string; label: string }[];
  /** The empty choice; none where the line always has a value. */
  placeholder?: string;
  /** Only the lines it applies to (a semi-finished good is made or used); all without it. */
  when?: (line: L) => boolean;
}

interface Props<V extends FieldValues, L extends EditorLine> {
  form: UseFormReturn<V>;
  items: LineItems<L>;
  inputs: LineInput<L>[];
  selects?: LineSelect<L>[];
  /** data-testid of each card. */
  testId: string;
  /** The second line under the title: code, unit, stock. */
  detail: (line: L) => string;
  badge?: (line: L) => ReactNode;
  /** A last cell after the inputs, such as the subtotal. */
  extra?: (line: L) => ReactNode;
  empty?: string;
  /** False when the lines are the document's own and only their values change (an adjustment). */
  removable?: boolean;
}

/** A line's field label: what it is, then (for a screen reader) whose line it is. */
const labelFor = (label: string, title: string) => (
  <>
    {label}
    <span className="sr-only">{` ${title}`}</span>
  </>
);

const messageAt = (errors: unknown, path: string): string | undefined => {
  const found = get(errors, path) as { message?: unknown } | undefined;
  return typeof found?.message === 'string' ? found.message : undefined;
};

/**
 * The one line list of every line-item form (docs/conventions.md): a card per line, readable at
 * 390 px where a five-column table is not, with each error beside its own input.
 */
export function LineCards<V extends FieldValues, L extends EditorLine>({
  form,
  items,
  inputs,
  selects = [],
  testId,
  detail,
  badge,
  extra,
  empty = linesTexts.empty,
  removable = true,
}: Props<V, L>) {
  const errors = form.formState.errors;
  if (items.keys.length === 0)
    return (
      <p className="rounded-md border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
        {empty}
      </p>
    );
  return (
    <ol className="space-y-3">
      {items.keys.map((key, i) => {
        const line = items.values[i];
        if (!line) return null;
        const base = `line-${line.productId}${line.size ? `-${line.size}` : ''}`;
        const lineError =
          messageAt(errors, `items.${i}.productId`) ??
          messageAt(errors, `items.${i}.unit`) ??
          messageAt(errors, `items.${i}.type`) ??
          messageAt(errors, `items.${i}`);
        const inputErrors = inputs.map((input) => messageAt(errors, `items.${i}.${input.name}`));
        const selectErrors = selects.map((select) => messageAt(errors, `items.${i}.${select.name}`));
        // An order line's size is its notes in the API's words (spec 5); a return says size.
        const sizeError = messageAt(errors, `items.${i}.size`) ?? messageAt(errors, `items.${i}.notes`);
        const invalid = Boolean(lineError || sizeError || inputErrors.some(Boolean) || selectErrors.some(Boolean));
        return (
          <li
            key={key}
            data-testid={testId}
            data-invalid={invalid || undefined}
            className={`rounded-lg border p-4 ${invalid ? 'border-red-300 bg-red-50/40' : 'border-stone-200'}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">{line.size ? `${line.title} (${line.size})` : line.title}</p>
                <p className="text-xs text-stone-500">{detail(line)}</p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                {badge?.(line)}
                {removable ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-red-700"
                    onClick={() => items.remove(i)}
                    aria-label={linesTexts.remove(line.title)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </div>
            </div>
            <FieldError id={`${base}-error`} message={lineError} />
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              {inputs.map((input, n) => {
                const id = `${base}-${input.name}`;
                const path = `items.${i}.${input.name}` as Path<V>;
                const error = inputErrors[n];
                const hint = input.hint?.(line);
                return (
                  <Field
                    key={input.name}
                    id={id}
                    label={labelFor(input.label(line), line.title)}
                    error={error}
                    hint={hint}
                  >
                    <Input
                      id={id}
                      inputMode={input.inputMode ?? 'numeric'}
                      placeholder={input.placeholder}
                      {...fieldAria(id, error, hint)}
                      {...form.register(path, {
                        // Spec 5 keeps only digits as typed; a decimal stays visible to be refused (issue 12).
                        onChange: (e: { target: { value: string } }) => {
                          const kept = amountInput(e.target.value);
                          // react-hook-form drops its own check of a value changed under it; check the kept one.
                          if (kept !== e.target.value)
                            form.setValue(path, kept as never, { shouldValidate: form.formState.isSubmitted });
                        },
                      })}
                    />
                  </Field>
                );
              })}
              {line.sizes?.length ? (
                <Field id={`${base}-size`} label={labelFor(linesTexts.size, line.title)} error={sizeError}>
                  <NativeSelect
                    id={`${base}-size`}
                    {...fieldAria(`${base}-size`, sizeError)}
                    {...form.register(`items.${i}.size` as Path<V>, { setValueAs: (v: string) => v || null })}
                    // The empty choice only while a size must still be chosen; another line's size is not offered.
                    placeholder={line.size ? undefined : linesTexts.chooseSize}
                    options={line.sizes
                      .filter(
                        (size) =>
                          size === line.size ||
                          !items.values.some(
                            (other, j) => j !== i && other.productId === line.productId && other.size === size,
                          ),
                      )
                      .map((size) => ({ value: size, label: size }))}
                  />
                </Field>
              ) : null}
              {selects.map((select, n) => {
                if (select.when && !select.when(line)) return null;
                const id = `${base}-${select.name}`;
                const error = selectErrors[n];
                return (
                  <Field key={select.name} id={id} label={labelFor(select.label(line), line.title)} error={error}>
                    <NativeSelect
                      id={id}
                      {...fieldAria(id, error)}
                      {...form.register(`items.${i}.${select.name}` as Path<V>, {
                        setValueAs: (v: string) => v || null,
                      })}
                      placeholder={select.placeholder}
                      options={select.options}
                    />
                  </Field>
                );
              })}
              {extra?.(line)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The subtotal cell of a priced line. */
export function SubtotalCell({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-stone-800">{linesTexts.subtotal}</p>
      <p className="flex h-10 items-center font-semibold" aria-live="polite" data-testid="line-subtotal">
        {children}
      </p>
    </div>
  );
}
