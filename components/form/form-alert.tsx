import { cn } from '@/lib/cn';

const TONES = {
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  danger: 'border-red-300 bg-red-50 text-red-900',
};

/**
 * A refusal kept on the page, read out when it appears: a form's own under its fields (the
 * server's message, or "Data belum lengkap."), or an action's that names what is short (danger).
 */
export function FormAlert({ message, tone = 'warning' }: { message: string | null; tone?: keyof typeof TONES }) {
  return message ? (
    <p role="alert" className={cn('rounded-md border px-4 py-3 text-sm', TONES[tone])}>
      {message}
    </p>
  ) : null;
}
