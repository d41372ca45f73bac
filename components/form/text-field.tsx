'use client';

import type { ComponentProps } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { CharCounter } from './counted-textarea';
import { Input } from '@/components/ui/input';
import { digitsOnly } from '@/lib/typed-text';
import { Field, fieldAria } from './field';

interface TextFieldProps<T extends FieldValues> extends Omit<ComponentProps<'input'>, 'name' | 'form'> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  /** Applied on every keystroke: spec 5 strips non-digits from numbers and whitespace from usernames. */
  normalize?: (value: string) => string;
  hint?: string;
}

/** Limits from here on show a counter; shorter ones (a postal code) keep the browser's maxLength. */
const COUNTED_FROM = 50;

/** A labelled input bound to react-hook-form, with its error announced beside it. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  normalize,
  hint,
  id,
  maxLength,
  ...props
}: TextFieldProps<T>) {
  const fieldId = id ?? `field-${String(name)}`;
  // Long limits get a counter instead of maxLength: a browser cuts a pasted text at maxLength
  // without a word (issue 12); the API refuses what is too long, on this field.
  const counted = maxLength !== undefined && maxLength >= COUNTED_FROM;
  const value = useWatch({ control: form.control, name });
  const error = form.formState.errors[name]?.message as string | undefined;
  const registered = form.register(name, {
    onChange: normalize
      ? (e: { target: { value: string } }) => {
          const next = normalize(e.target.value);
          // react-hook-form drops its own check of a value changed under it; check the kept one.
          if (next !== e.target.value)
            form.setValue(name, next as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        }
      : undefined,
  });
  return (
    <Field id={fieldId} label={label} error={error} hint={hint}>
      <Input
        id={fieldId}
        {...fieldAria(fieldId, error, hint)}
        maxLength={counted ? undefined : maxLength}
        {...props}
        {...registered}
      />
      {counted ? <CharCounter value={String(value ?? '')} max={maxLength} /> : null}
    </Field>
  );
}

/** Phone, account and day numbers: a numeric keypad, and whatever is not a digit dropped as typed (spec 5). */
export function DigitsField<T extends FieldValues>(props: Omit<TextFieldProps<T>, 'normalize' | 'inputMode'>) {
  return <TextField {...props} inputMode="numeric" normalize={digitsOnly} />;
}
