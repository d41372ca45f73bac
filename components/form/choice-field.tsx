import { Field } from '@/components/form/field';
import { ChoiceSelect } from '@/components/ui/native-select';

/**
 * A labelled select over a fixed set of values (an import's kind, a payment method), held in the
 * screen's own state: `Field` and `ChoiceSelect` under one id.
 */
export function ChoiceField<V extends string>({
  id,
  label,
  choices,
  labels,
  value,
  onChange,
}: {
  id: string;
  label: string;
  choices: readonly V[];
  labels: Record<V, string>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <Field id={id} label={label}>
      <ChoiceSelect id={id} choices={choices} labels={labels} value={value} onChange={onChange} />
    </Field>
  );
}
