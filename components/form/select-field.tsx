'use client';

import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { listTexts } from '@/lib/i18n/id/list';
import { Field, fieldAria } from './field';
import { NativeSelect, type SelectOption } from '@/components/ui/native-select';

interface SelectFieldProps<T extends FieldValues> extends Omit<ComponentProps<'select'>, 'name' | 'form'> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
}

/** A labelled native select bound to react-hook-form: keyboard and screen-reader friendly on phones. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder = listTexts.choose,
  className,
  id: ownId,
  ...props
}: SelectFieldProps<T>) {
  // Several forms of one kind on a page (one per row) give each field its own id.
  const id = ownId ?? `field-${String(name)}`;
  const error = form.formState.errors[name]?.message as string | undefined;
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect
        id={id}
        {...fieldAria(id, error)}
        className={className}
        {...props}
        {...form.register(name)}
        placeholder={placeholder}
        options={options}
      />
    </Field>
  );
}

/** Aktif / Tidak Aktif of an account, an outlet or a product, as '1' / '0'. */
export function ActiveStatusField<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <SelectField
      form={form}
      name={name}
      label={label}
      placeholder={listTexts.status}
      options={[
        { value: '1', label: listTexts.active },
        { value: '0', label: listTexts.inactive },
      ]}
    />
  );
}
