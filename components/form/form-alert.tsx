/** The form's own refusal under its fields (the server's message, or "Data belum lengkap."), read out when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {message}
    </p>
  ) : null;
}
