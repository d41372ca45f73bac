import { t } from '../i18n/id';

/**
 * The oracle for "every refusal is in Indonesian": a message passes only when it is one of the
 * texts of lib/i18n (verbatim, or a template of it with its arguments filled in) or one of the
 * messages of the Indonesian zod error map. Anything else (an English library default, a text
 * spelled outside lib/i18n) fails.
 */

const SENTINEL_TEXT = '\u0001ARG\u0001';
const SENTINEL_NUMBER = 987_654_321;
/** The number as the Indonesian formatters write it (formatQuantity, formatRupiah): 987.654.321. */
const SENTINEL_GROUPED = '987.654.321';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function leaves(value: unknown, out: { texts: Set<string>; templates: RegExp[]; patterns: Set<string> }) {
  if (typeof value === 'string') out.texts.add(value);
  else if (typeof value === 'function') {
    // Templates: filled with sentinels (each argument text or number, and the falsy '' and 0),
    // the sentinels become wildcards. Mixed kinds matter: insufficient(title, left, unit) writes
    // its number through formatQuantity and its title as text.
    const arity = Math.max(value.length, 3);
    const varied = Math.min(arity, 4);
    const mixed = Array.from({ length: 2 ** varied }, (_, bits) =>
      Array.from({ length: arity }, (_, i) => (i < varied && (bits >> i) & 1 ? SENTINEL_NUMBER : SENTINEL_TEXT)),
    );
    for (const args of [...mixed, Array(arity).fill(''), Array(arity).fill(0)]) {
      let filled: unknown;
      try {
        filled = (value as (...a: unknown[]) => unknown)(...args);
      } catch {
        continue;
      }
      if (typeof filled !== 'string') continue;
      const literal = filled
        .split(SENTINEL_TEXT)
        .join('')
        .split(String(SENTINEL_NUMBER))
        .join('')
        .split(SENTINEL_GROUPED)
        .join('');
      // A template that is mostly its arguments (`${n} order`) would accept nearly anything: left out.
      if (filled === literal || (literal.match(/\p{L}/gu) ?? []).length < 8) continue;
      const pattern = escape(filled)
        .split(escape(SENTINEL_TEXT))
        .join('[\\s\\S]+')
        .split(escape(SENTINEL_GROUPED))
        .join('-?[\\d.,]+')
        .split(String(SENTINEL_NUMBER))
        .join('-?[\\d.,]+');
      if (!out.patterns.has(pattern)) out.templates.push(new RegExp(`^${pattern}$`));
      out.patterns.add(pattern);
    }
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) leaves(v, out);
}

const known = { texts: new Set<string>(), templates: [] as RegExp[], patterns: new Set<string>() };
leaves(t, known);

/**
 * What lib/i18n/zod-id.ts says, issue by issue. Kept here on purpose instead of read from the
 * map, so that a map that drifts back to English fails the suite (fuzz.api.test.ts probes the
 * real map against this list).
 */
export const ZOD_ID_MESSAGES: readonly (string | RegExp)[] = [
  'Wajib diisi.',
  'Format tidak valid.',
  /^Minimal \d+ karakter\.$/,
  'Pilih minimal satu.',
  /^Minimal \d+ item\.$/,
  /^Minimal -?[\d.e+-]+\.$/,
  /^Harus lebih dari -?[\d.e+-]+\.$/,
  /^Maksimal \d+ karakter\.$/,
  /^Maksimal \d+ item\.$/,
  /^Maksimal -?[\d.e+-]+\.$/,
  /^Harus kurang dari -?[\d.e+-]+\.$/,
  'Format email tidak valid.',
  'Format tanggal tidak valid.',
  'Pilihan tidak valid.',
  'Angka tidak valid.',
  'Terdapat isian yang tidak dikenal.',
  'Data tidak valid.',
];

/**
 * English texts of zod, Hono, PostgreSQL and Node, as they would reach a user if a layer forgot
 * to translate. The oracle rejects them because they are not known texts; the suite checks that
 * it does (a check that cannot fail proves nothing).
 */
export const ENGLISH_DEFAULTS: readonly string[] = [
  'Invalid input',
  'Invalid input: expected string, received undefined',
  'Required',
  'Expected number, received string',
  'Bad Request',
  'Internal Server Error',
  'Malformed JSON in request body',
  'Not Found',
  'Unauthorized',
  'Forbidden',
  'Payload Too Large',
  'Unsupported Media Type',
  'Too small: expected string to have >=1 characters',
  'Unrecognized key: "x"',
  'value too long for type character varying(20)',
  'invalid input syntax for type integer: "abc"',
  'integer out of range',
  'duplicate key value violates unique constraint "users_username_lower_idx"',
  'Unexpected end of JSON input',
  'URIError: URI malformed',
  "Cannot read properties of undefined (reading 'id')",
  'OK',
  'Error',
  'undefined',
  'null',
];

export function isKnownIndonesianText(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  if (known.texts.has(message)) return true;
  if (ZOD_ID_MESSAGES.some((m) => (typeof m === 'string' ? m === message : m.test(message)))) return true;
  return known.templates.some((re) => re.test(message));
}

/**
 * Why a refusal's envelope is not a proper Indonesian refusal, or null when it is. A 4xx must
 * also say what is wrong: the server-error text ("Terjadi kesalahan. Silakan coba lagi.") would
 * send the user to retry a request that fails the same way every time.
 */
export function refusalProblem(body: unknown, status = 422): string | null {
  if (!body || typeof body !== 'object') return 'jawaban bukan amplop JSON';
  const { success, message, error } = body as { success?: unknown; message?: unknown; error?: unknown };
  if (success !== false) return `success bukan false (${JSON.stringify(success)})`;
  if (typeof message !== 'string' || message.trim() === '') return 'message kosong';
  if (!isKnownIndonesianText(message)) return `message bukan teks Indonesia yang dikenal: ${JSON.stringify(message)}`;
  if (status < 500 && message === t.errors.generic)
    return `penolakan ${status} dengan teks kesalahan server ${JSON.stringify(message)}`;
  if (error && typeof error === 'object') {
    for (const [field, text] of Object.entries(error)) {
      if (!isKnownIndonesianText(text))
        return `pesan isian ${field} bukan teks Indonesia yang dikenal: ${JSON.stringify(text)}`;
    }
  }
  return null;
}
