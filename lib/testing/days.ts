import { todayInWib } from '../i18n/format';
import { shiftDate } from '../iso-dates';

/** The business date `n` days after `today` (by default today in WIB, by the real clock), for tests and journeys. */
export const day = (n: number, today: string = todayInWib()) => shiftDate(today, n);
