import { z } from 'zod';
import { pageQuery } from '../list';
import { scheduleTexts } from '../../i18n/id/schedule';
import '../../i18n/zod-id';
import { optionalOf, requiredText } from './common';

/** The longest single closure; longer breaks are several closures (keeps disabledDates small). */
export const MAX_CLOSURE_DAYS = 60;

/**
 * A business date, YYYY-MM-DD, that exists in the calendar. Years outside 2000-2999 are
 * refused here: PostgreSQL rejects year 0 with an error, which must be a 422, not a 500.
 */
export const businessDate = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^2\d{3}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, message);

/** Days from start to end inclusive. */
export function daysInclusive(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

export const scheduleListQuery = pageQuery;

/** A required date: empty says so, anything else must be a real date. */
const requiredDate = z
  .string({ error: scheduleTexts.dateRequired })
  .trim()
  .min(1, scheduleTexts.dateRequired)
  .pipe(businessDate(scheduleTexts.invalidDate));

const closureDates = {
  startDate: requiredDate,
  endDate: optionalOf(businessDate(scheduleTexts.invalidDate)),
};

const checkRange = (v: { startDate: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (!v.endDate) return;
  if (v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: scheduleTexts.endBeforeStart });
  else if (daysInclusive(v.startDate, v.endDate) > MAX_CLOSURE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: scheduleTexts.tooLong(MAX_CLOSURE_DAYS) });
};

/** GET /schedule-close/affected: the dates a closure would cover, to count their orders first. */
export const scheduleAffectedQuery = z
  .object(closureDates)
  .superRefine(checkRange)
  .transform((v) => ({ startDate: v.startDate, endDate: v.endDate ?? v.startDate }));

/** POST /schedule-close/store: one date, or a range when endDate is given. */
export const scheduleStoreBody = z
  .object({
    ...closureDates,
    notes: requiredText(scheduleTexts.notesRequired, 200),
  })
  .superRefine(checkRange)
  .transform((v) => ({ ...v, endDate: v.endDate ?? v.startDate }));
export type ScheduleStoreInput = z.output<typeof scheduleStoreBody>;
export const scheduleAffected = z.object({ affectedOrders: z.number() });

export const scheduleItem = z.object({
  id: z.number(),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().describe('YYYY-MM-DD; sama dengan startDate untuk satu hari'),
  notes: z.string().nullable(),
  createdBy: z.string().nullable().describe('Nama yang mencatat'),
  createdAt: z.string(),
  days: z.number().describe('Jumlah hari tutup'),
  upcoming: z.boolean().describe('endDate hari ini (WIB) atau sesudahnya'),
});
export type ScheduleItem = z.infer<typeof scheduleItem>;

export const scheduleStored = z.object({
  closure: scheduleItem,
  affectedOrders: z
    .number()
    .describe('Order Menunggu atau Berhasil yang sudah ada untuk tanggal-tanggal ini; tidak diubah'),
});

export const scheduleNotice = z
  .object({
    text: z.string().describe('Pengumuman siap tampil untuk banner'),
    closures: z.array(scheduleItem.pick({ id: true, startDate: true, endDate: true, notes: true })),
  })
  .nullable();
export type ScheduleNotice = z.infer<typeof scheduleNotice>;
