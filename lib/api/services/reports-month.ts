import { t } from '../../i18n/id';
import { invalid } from '../errors';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The report's month: YYYY-MM, default the current WIB month; anything else is refused (422). */
export function parseReportMonth(value: string | undefined, today: string): string {
  const raw = value?.trim() ?? '';
  if (!raw) return today.slice(0, 7);
  const match = MONTH.exec(raw);
  if (!match || Number(match[1]) < 2000 || Number(match[1]) > 2100)
    throw invalid(t.report.monthInvalid, { month: t.report.monthInvalid });
  return raw;
}

/** The first and last business date of a month, as the date columns hold them. */
export function monthDates(month: string): { first: string; last: string; days: string[] } {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days = Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return { first: days[0], last: days[count - 1], days };
}

/** One entry per day of the month, zeros where the query found nothing, so charts keep their axis. */
export function fillDays<T extends { date: string }>(month: string, rows: T[], zero: (date: string) => T): T[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return monthDates(month).days.map((d) => byDate.get(d) ?? zero(d));
}
