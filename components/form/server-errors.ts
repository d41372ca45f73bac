import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Spec 5/7: the server's field errors are stored on the form and shown beside their fields. */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly string[],
): boolean {
  if (!error || typeof error !== 'object') return false;
  let applied = false;
  for (const [field, message] of Object.entries(error as Record<string, unknown>)) {
    if (fields.includes(field) && typeof message === 'string') {
      setError(field as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
