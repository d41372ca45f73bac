'use client';

import { get, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { CountedTextarea } from './counted-textarea';
import { Field } from './field';

/** A labelled textarea bound to react-hook-form, with its counter and its error beside it. */
export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  max,
  id,
  rows = 3,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  /** The API's limit for this field. */
  max: number;
  id?: string;
  rows?: number;
}) {
  const fieldId = id ?? `field-${String(name)}`;
  const value = useWatch({ control: form.control, name }) as string | undefined;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field id={fieldId} label={label}>
      <CountedTextarea {...form.register(name)} id={fieldId} rows={rows} max={max} value={value ?? ''} error={error} />
    </Field>
  );
}

/** The same for a text a dialog keeps in its own state: `onChange` gets the new text. */
export function TextAreaInput({
  id,
  label,
  value,
  max,
  rows = 3,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** The API's limit for this field. */
  max: number;
  rows?: number;
  error?: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <CountedTextarea
        id={id}
        rows={rows}
        max={max}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
