import 'server-only';
import { CalendarX2 } from 'lucide-react';
import { callApiJson } from '@/lib/server/api-client';
import type { ScheduleNotice } from '@/lib/api/schemas/schedule';
import { scheduleTexts } from '@/lib/i18n/id/schedule';

/**
 * The closed-days notice (GET /schedule-close/notif) for screens where people plan orders.
 * Renders nothing without a text, so a page can always place it.
 */
export function ClosureBanner({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div
      role="note"
      aria-label={scheduleTexts.noticeLabel}
      className="mb-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <CalendarX2 className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <p>{text}</p>
    </div>
  );
}

/**
 * The notice text for the signed-in user, or null. A banner is a courtesy: when the call
 * fails the page still renders, without it.
 */
export async function fetchClosureNotice(user: { token: string }): Promise<string | null> {
  try {
    const { status, body } = await callApiJson<ScheduleNotice>('api', '/schedule-close/notif', { token: user.token });
    return status === 200 && body.success && body.data ? body.data.text : null;
  } catch (err) {
    console.error('[closure-banner] pengumuman jadwal tutup tidak dapat dibaca:', (err as Error).message);
    return null;
  }
}
