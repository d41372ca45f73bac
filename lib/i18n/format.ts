/** Business dates are in Asia/Jakarta (WIB), whatever the server's or browser's zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Rp1.500.000 style: id-ID grouping, no decimals, no space after Rp. */
export function formatRupiah(amount: number | bigint | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return rupiah.format(value).replace(/\s/g, '');
}

const compactNumber = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });

/** From here on a headline figure is shown compact ("Rp1,9 M"): the full one no longer fits a card. */
export const COMPACT_FROM = 10_000_000;

/**
 * "Rp1,9 M", "Rp12,5 jt" for a figure of ten million or more; smaller ones in full (issue 12: a
 * bakery with 500 outlets reaches miliar within a month and the cards clipped them).
 */
export function formatRupiahCompact(amount: number): string {
  if (Math.abs(amount) < COMPACT_FROM) return formatRupiah(amount);
  return `Rp${compactNumber.format(amount).replace(/\s/g, '\u00a0')}`;
}

const quantity = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 });

/** A quantity as people here read it: "1.250", "2,5", "16,125" (raw materials are exact to 0.001). */
export function formatQuantity(value: number | string): string {
  return quantity.format(Number(value));
}

/**
 * Date labels in WIB with the platform's Intl, not a date library: this module reaches nearly
 * every client page through `formatRupiah`, and date-fns' Indonesian locale and zone support cost
 * about 10 KB of JavaScript on each first load.
 */
const wibParts = new Intl.DateTimeFormat('id-ID', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const wibNumericDate = new Intl.DateTimeFormat('id-ID', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The parts by type, whatever order the locale writes them in. */
function partsInWib(value: Date | string | number, formatter = wibParts) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(new Date(value))) parts[part.type] = part.value;
  return parts;
}

/** "6 Januari 2025" */
export function formatDate(value: Date | string | number): string {
  const { day, month, year } = partsInWib(value);
  return `${day} ${month} ${year}`;
}

/** "6 Januari 2025, 14.05 WIB" */
export function formatDateTime(value: Date | string | number): string {
  const { day, month, year, hour, minute } = partsInWib(value);
  return `${day} ${month} ${year}, ${hour}.${minute} WIB`;
}

/** The moment a WIB calendar day (YYYY-MM-DD) begins. */
export const startOfWibDay = (day: string) => new Date(`${day}T00:00:00+07:00`);

/** Today's date in WIB as YYYY-MM-DD (delivery dates, periods). */
export function todayInWib(now: Date = new Date()): string {
  const { year, month, day } = partsInWib(now, wibNumericDate);
  return `${year}-${month}-${day}`;
}
