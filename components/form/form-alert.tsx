import { Notice, type NoticeTone } from '@/components/layout/notice';

/**
 * A refusal kept on the page, read out when it appears: a form's own under its fields (the
 * server's message, or "Data belum lengkap."), or an action's that names what is short (danger).
 */
export function FormAlert({ message, tone = 'warning' }: { message: string | null; tone?: NoticeTone }) {
  return message ? (
    <Notice role="alert" tone={tone}>
      {message}
    </Notice>
  ) : null;
}
