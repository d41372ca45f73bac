import { todayInWib } from '../i18n/format';
import { shiftDate } from '../iso-dates';

/** The business date `n` days after `today` (by default today in WIB, by the real clock), for tests and journeys. */
export const day = (n: number, today: string = todayInWib()) => shiftDate(today, n);

/**
 * The moment at `time` (HH:mm or HH:mm:ss, by default 10:00, the tests' working hours) WIB on the
 * business date `date`.
 */
export const wibAt = (date: string, time = '10:00') => new Date(`${date}T${time}+07:00`);
