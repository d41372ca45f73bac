import { todayInWib } from '@/lib/i18n/format';
import { shiftDate } from '@/lib/iso-dates';

/** The delivery date the bakery bakes for next: tomorrow (WIB). */
export const nextDeliveryDate = () => shiftDate(todayInWib(), 1);

/** The plan's date from the URL, or tomorrow when it is missing or not a date. */
export const planDateOr = (asked: string) => (/^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : nextDeliveryDate());
