/**
 * A field's error, announced as it appears (role="alert"), under the field; nothing while there is
 * none. `id` is what the field's aria-describedby names.
 */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
