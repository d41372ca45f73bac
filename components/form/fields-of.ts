import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** The names of `L`'s texts that are also fields of the form. */
type Labelled<T extends FieldValues, L> = Path<T> & { [K in keyof L]: L[K] extends string ? K : never }[keyof L];

/**
 * Binds a form's fields to their labels once, for a form whose fields are labelled by the texts
 * of the same name: `<TextField {...field('minOrder')} inputMode="numeric" />` is the field
 * `minOrder` of `form`, labelled `texts.minOrder`. `idPrefix` gives ids of their own to a form
 * that shares its page with another (the profile's).
 */
export function fieldsOf<T extends FieldValues, L extends object>(form: UseFormReturn<T>, texts: L, idPrefix?: string) {
  return <N extends Labelled<T, L>>(name: N) => ({
    form,
    name,
    label: texts[name] as string,
    ...(idPrefix ? { id: `${idPrefix}-${name}` } : {}),
  });
}
