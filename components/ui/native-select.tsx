import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { labelled } from '@/lib/labelled';

/** A choice of a select: what it sends and what it says. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * The native select styled like the inputs, for forms not bound to react-hook-form (SelectField is).
 * Its choices are its children, or `options` under a first choice `placeholder` that sends "".
 */
export function NativeSelect({
  className,
  options,
  placeholder,
  children,
  ...props
}: ComponentProps<'select'> & { options?: readonly SelectOption[]; placeholder?: string }) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm aria-invalid:border-red-600',
        className,
      )}
      {...props}
    >
      {options ? (
        <>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </>
      ) : (
        children
      )}
    </select>
  );
}

type ChoiceSelectProps<V extends string> = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  /** The values, in the order shown. */
  choices: readonly V[];
  /** Each value's label (the texts module's map for that field). */
  labels: Record<V, string>;
  value: V;
  onChange: (value: V) => void;
};

/** A native select over a fixed set of values (a payment method, an amount type), typed by them. */
export function ChoiceSelect<V extends string>({ choices, labels, value, onChange, ...props }: ChoiceSelectProps<V>) {
  return (
    <NativeSelect
      value={value}
      onChange={(e) => {
        const chosen = choices.find((choice) => choice === e.target.value);
        if (chosen) onChange(chosen);
      }}
      options={labelled(choices, labels)}
      {...props}
    />
  );
}
