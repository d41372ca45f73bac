import { t } from '../../i18n/id';

/**
 * Cell checks for imported rows. Each returns the value to store or a message; none of them
 * changes what was typed beyond trimming and reading Indonesian number formats.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (message: string): Checked<never> => ({ ok: false, message });

export function text(value: string, opts: { required?: boolean; max: number }): Checked<string | null> {
  const v = value.trim();
  if (!v) return opts.required ? fail(t.import.required) : ok(null);
  return v.length > opts.max ? fail(t.import.tooLong(opts.max)) : ok(v);
}

/** 8 to 15 digits; spaces, dashes, dots, brackets and a leading + are how people write them. */
export function phone(value: string): Checked<string | null> {
  const v = value.trim();
  if (!v) return ok(null);
  if (!/^\+?[\d\s().-]+$/.test(v)) return fail(t.import.phoneInvalid);
  const digits = v.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 ? ok(digits) : fail(t.import.phoneInvalid);
}

export function email(value: string): Checked<string | null> {
  const v = value.trim().toLowerCase();
  if (!v) return ok(null);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 120 ? ok(v) : fail(t.import.emailInvalid);
}

export function postalCode(value: string): Checked<string | null> {
  const v = value.trim();
  if (!v) return ok(null);
  return /^\d{5}$/.test(v) ? ok(v) : fail(t.import.postalCodeInvalid);
}

export function username(value: string): Checked<string> {
  const v = value.trim();
  return /^\S{3,60}$/.test(v) ? ok(v) : fail(v ? t.import.usernameInvalid : t.import.required);
}

/**
 * A whole number as an Indonesian spreadsheet shows it: "1500", "1.500" or "Rp 1.500". A decimal
 * comma ("2,5") is refused, never read as 25.
 */
export function wholeNumber(value: string, opts: { required?: boolean; min?: number } = {}): Checked<number | null> {
  const v = value.trim().replace(/^rp\.?\s*/i, '');
  if (!v) return opts.required ? fail(t.import.required) : ok(null);
  const digits = /^\d{1,3}(\.\d{3})+$/.test(v) ? v.replace(/\./g, '') : v;
  if (!/^\d{1,13}$/.test(digits)) return fail(t.import.wholeNumber);
  const n = Number(digits);
  return n < (opts.min ?? 0) ? fail(t.import.wholeNumber) : ok(n);
}

export function flag(value: string): Checked<boolean> {
  const v = value.trim().toLowerCase();
  if (!v || v === t.import.no.toLowerCase() || v === '0' || v === 'false') return ok(false);
  if (v === t.import.yes.toLowerCase() || v === '1' || v === 'true') return ok(true);
  return fail(t.import.flagInvalid);
}

/** "S, M, L" -> ['S', 'M', 'L'] as typed; empty parts are ignored. */
export function list(value: string): Checked<string[]> {
  const parts = value
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.some((p) => p.length > 10) ? fail(t.import.tooLong(10)) : ok(parts);
}

/**
 * Reads one row's cells into `out`, collecting messages per column header. Returns false when any
 * cell failed.
 */
export function collect<T extends object>(
  checks: { [K in keyof T]: [header: string, result: Checked<T[K]>] },
  errors: Record<string, string>,
): T | null {
  const out = {} as T;
  let good = true;
  for (const key of Object.keys(checks) as (keyof T)[]) {
    const [header, result] = checks[key];
    if (result.ok) out[key] = result.value;
    else {
      errors[header] ??= result.message;
      good = false;
    }
  }
  return good ? out : null;
}

/**
 * A column the file leaves out says nothing about its field: a record that exists keeps its
 * value, where an empty cell in a column that is there clears it, as typed. `columns` names the
 * file's column key of each field that may be left out.
 */
export function keepLeftOut<T extends object>(
  values: T,
  current: Partial<T> | undefined,
  cells: Record<string, string>,
  columns: Partial<Record<keyof T, string>>,
): T {
  if (!current) return values;
  const kept = { ...values };
  for (const [field, column] of Object.entries(columns) as [keyof T, string][])
    if (!(column in cells) && field in current) kept[field] = current[field] as T[keyof T];
  return kept;
}
