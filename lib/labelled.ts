/**
 * Fixed values as choices, each labelled by the texts (`labelled(SHORTFALL_REASONS, tp.reasons)`):
 * a screen's select options and the API's filter options alike.
 */
export function labelled<V extends string | number>(
  values: readonly V[],
  labels: Record<V, string> | ((value: V) => string),
): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: typeof labels === 'function' ? labels(value) : labels[value] }));
}
