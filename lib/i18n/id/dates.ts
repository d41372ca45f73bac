/**
 * Indonesian date labels for YYYY-MM-DD business dates, with the platform's Intl (no time zone is
 * involved: the date is read and written as UTC). The texts module reaches every page, so it
 * carries no date library: that saves about 10 KB of JavaScript on each first load.
 */
const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('id-ID', { ...options, timeZone: 'UTC' });
const asDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

const dayMonthYear = formatter({ day: 'numeric', month: 'long', year: 'numeric' });
const dayMonth = formatter({ day: 'numeric', month: 'long' });
const dayOnly = formatter({ day: 'numeric' });
const monthYear = formatter({ month: 'long', year: 'numeric' });
const weekdayShort = formatter({ weekday: 'short' });
const weekdayLong = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthShort = formatter({ month: 'short' });

/** "24 Agustus 2026" */
export const longDate = (iso: string) => dayMonthYear.format(asDate(iso));
/** "Senin, 24 Agustus 2026" */
export const weekdayDate = (iso: string) => weekdayLong.format(asDate(iso));
/** "24 Agustus" */
export const dayAndMonth = (iso: string) => dayMonth.format(asDate(iso));
/** "24" */
export const dayOfMonth = (iso: string) => dayOnly.format(asDate(iso));
/** "Agustus 2026" for YYYY-MM or YYYY-MM-DD */
export const monthAndYear = (month: string) => monthYear.format(asDate(month.length === 7 ? `${month}-01` : month));
/** "Sen, 24 Agu" */
export const shortDay = (iso: string) =>
  `${weekdayShort.format(asDate(iso))}, ${dayOnly.format(asDate(iso))} ${monthShort.format(asDate(iso))}`;
/** The ISO weekday of a business date: 1 = Senin .. 7 = Minggu (a standing order's day). */
export const isoWeekday = (iso: string) => ((asDate(iso).getUTCDay() + 6) % 7) + 1;
