import fc from 'fast-check';
import { ONE_PIXEL_PNG } from './files';

/**
 * fast-check arbitraries derived from the JSON schemas that @hono/zod-openapi generates from the
 * routes' zod schemas: near-valid values (what a form could send) and malformed ones (what a broken
 * or hostile client could send). Used by the fuzz suite (lib/api/fuzz.api.test.ts).
 */

/** The part of JSON Schema 2020-12 that zod's generator emits for request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/**
 * Values that exist in the seeded database, read when a value is generated (the pools grow and
 * shrink as successful fuzz requests change the data), so that ids hit real rows too.
 */
export interface FuzzPools {
  ints: number[];
  productIds: string[];
  filenames: string[];
  folders: string[];
  dates: string[];
  periods: string[];
  /** Whole bodies per route key that pass checks a generator cannot (a Midtrans signature). */
  examples: Record<string, unknown[]>;
}

const pick = <T>(pool: () => T[], fallback: T) =>
  fc.nat().map((i) => {
    const values = pool();
    return values.length ? values[i % values.length] : fallback;
  });

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

// ---------------------------------------------------------------------------------------------
// Hostile building blocks

/** Strings that broke real APIs: injection, encodings, odd whitespace, lone surrogates, huge. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t\n',
  '\u00a0',
  '\u200b',
  '\ufeff',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '0',
  '-1',
  '1e9',
  '1e309',
  '0x1F',
  '+1',
  '1,5',
  '1.5',
  '٣',
  '１２',
  '99999999999999999999999',
  '-0',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '"',
  "'",
  '\\',
  '%',
  '_',
  '%_%',
  '*',
  '$1',
  '?',
  ':id',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '=HYPERLINK("http://x")',
  '+62',
  '@SUM(1)',
  '../../etc/passwd',
  '..\\..\\windows',
  '/etc/passwd',
  'C:\\x',
  'file:///etc/passwd',
  'http://169.254.169.254/',
  'é',
  'e\u0301',
  '😀',
  '👨‍👩‍👧‍👦',
  '\u202etxt.exe',
  'עברית',
  'العربية',
  '中文',
  'Ω≈ç√',
  'ǅ',
  'ß',
  'İ',
  '\uD800',
  '\uDFFF',
  'a\uD83D',
  '\r\n',
  '\u2028',
  '\u0085',
  '\u0007',
  '\u001b[31m',
  '2025-02-30',
  '2025-13-01',
  '0000-00-00',
  '9999-12-31',
  '2999-12-31',
  '1999-12-31',
  '2025-1-1',
  '2025/01/01',
  '20250101',
  'now',
  'today',
  'epoch',
  'infinity',
  '-infinity',
  'allballs',
  '2025-01-01T00:00:00Z',
  '2025-00',
  '2025-13',
  '0000-01',
  '2025',
  '-2025-01',
  'YYYY-MM',
  '0001-01-01',
  '0999-12-31',
  '1000-01-01',
  '0999-05',
  '1969-12',
  '10000-01-01',
  '+002025-01-01',
  '2025-02-29',
  '2024-02-29',
  '2025-04-31',
  '2025-12-32',
  '2025-06-15T25:00',
  '2025-06-15 00:00:00+99',
  '2025-06',
  '2025-W01',
  '15/06/2025',
  'a'.repeat(201),
  'x'.repeat(5_000),
  'ü'.repeat(2_001),
];

/** Numbers at and beyond every boundary a database column or a JavaScript number has. */
export const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1.5,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  1e300,
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const nastyNumber = fc.constantFrom(...NASTY_NUMBERS);
const hugeString = fc.constantFrom(100_000, 1_100_000).map((n) => 'A'.repeat(n));
const anyText = fc.oneof(
  { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: nastyString, weight: 3 },
);

/** Any JSON value, small, with the nasty strings and numbers mixed in. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyText,
    nastyNumber,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'toString', 'id')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

// ---------------------------------------------------------------------------------------------
// Near-valid values

const MAX_ARRAY = 4;

/** A date string around today, in the database's range, as a form would send it. */
function dateLike(pools: FuzzPools) {
  return fc.oneof(
    pick(() => pools.dates, '2026-01-15'),
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  );
}

function stringArb(s: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 60));
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 120));
  const hints: fc.Arbitrary<string>[] = [];
  if (/date/i.test(name) || (s.pattern && s.pattern.includes('\\d{2}-\\d{2}'))) hints.push(dateLike(pools));
  if (/periode|month/i.test(name) || (s.pattern && s.pattern.includes('(0[1-9]|1[0-2])')))
    hints.push(pick(() => pools.periods, '2026-01'));
  if (/product/i.test(name) || name === 'productIds') hints.push(pick(() => pools.productIds, '001'));
  if (/filename|receipt$/i.test(name)) hints.push(pick(() => pools.filenames, 'a.png'));
  if (/path$/i.test(name)) hints.push(pick(() => pools.folders, 'uploads/2026/01'));
  if (/qty|price|discount|tax|amount|min|quota|phone|postal|number/i.test(name))
    hints.push(fc.integer({ min: 0, max: 10_000 }).map(String));
  if (/id$/i.test(name)) hints.push(pick(() => pools.ints, 1).map(String));
  // Hostile text is still valid text when it fits: quotes, %, _, backslashes, emoji, RTL marks.
  const fitting = NASTY_STRINGS.filter(
    (v) => v.length >= min && v.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern).test(v)),
  );
  const generic = s.pattern
    ? fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, s.maxLength ?? v.length))
    : fc.oneof(
        { arbitrary: fc.string({ minLength: min, maxLength: max }), weight: 3 },
        { arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }), weight: 1 },
        ...(fitting.length ? [{ arbitrary: fc.constantFrom(...fitting), weight: 2 }] : []),
      );
  return hints.length
    ? fc.oneof({ arbitrary: generic, weight: 1 }, ...hints.map((h) => ({ arbitrary: h, weight: 2 })))
    : generic;
}

function numberArb(s: JsonSchema, name: string, pools: FuzzPools, integer: boolean): fc.Arbitrary<number> {
  const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : -1_000);
  const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : 2_000_000);
  const base = integer
    ? fc.integer({ min: Math.ceil(Math.max(low, -(2 ** 31))), max: Math.floor(Math.min(high, 2 ** 31 - 1)) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  const arbs: fc.Arbitrary<number>[] = [
    base,
    fc.integer({ min: Math.max(Math.ceil(low), 0), max: Math.max(Math.ceil(low), Math.min(Math.floor(high), 20)) }),
  ];
  if (/id$|^driver$/i.test(name))
    arbs.push(
      pick(() => pools.ints, 1),
      pick(() => pools.ints, 1),
    );
  if (/qty|price|amount|discount|tax|min|quota/i.test(name))
    arbs.push(
      fc.integer({
        min: Math.max(Math.ceil(low), 0),
        max: Math.max(Math.ceil(low), Math.min(Math.floor(high), 10_000)),
      }),
    );
  return fc.oneof(...arbs);
}

/** A value the schema accepts, or nearly: what a well-meaning client would send. */
export function validValue(s: JsonSchema, pools: FuzzPools, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => validValue(a, pools, name, depth)));
  if (s.allOf?.length) return validValue(Object.assign({}, ...s.allOf), pools, name, depth);
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...s, type }, pools, name, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArb(s, name, pools, true);
    case 'number':
      return numberArb(s, name, pools, false);
    case 'string':
      return stringArb(s, name, pools);
    case 'array': {
      // Mostly not empty: an empty list rarely gets past the first check of a service.
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? MAX_ARRAY, MAX_ARRAY));
      const item = validValue(s.items ?? {}, pools, name, depth + 1);
      return fc.oneof(
        { arbitrary: fc.array(item, { minLength: Math.min(Math.max(minLength, 1), maxLength), maxLength }), weight: 4 },
        { arbitrary: fc.array(item, { minLength, maxLength }), weight: 1 },
      );
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validValue(v, pools, k, depth + 1)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return depth > 2 ? fc.constant(null) : anyJson; // {}: z.unknown()
  }
}

// ---------------------------------------------------------------------------------------------
// Malformed values

/** A value of the wrong kind, or at a boundary just past what the schema allows. */
export function malformedValue(s: JsonSchema, pools: FuzzPools, name = '', depth = 0): fc.Arbitrary<unknown> {
  const types = typesOf(s);
  const specific: fc.Arbitrary<unknown>[] = [];
  if (types.includes('string') || s.pattern || s.format) {
    if (s.maxLength !== undefined)
      specific.push(fc.constant('x'.repeat(s.maxLength + 1)), fc.constant('😀'.repeat(s.maxLength + 1)));
    if (s.minLength) specific.push(fc.constant('x'.repeat(s.minLength - 1)));
    specific.push(nastyString, anyText);
  }
  if (types.includes('integer') || types.includes('number')) {
    const edges = [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum].filter(
      (n): n is number => n !== undefined,
    );
    specific.push(nastyNumber, fc.constantFrom(...edges.flatMap((n) => [n - 1, n + 1, n + 0.5, n]), 0.1), nastyString);
  }
  if (types.includes('array')) {
    const item = s.items ?? {};
    specific.push(
      fc.array(malformedValue(item, pools, name, depth + 1), { minLength: 1, maxLength: 3 }),
      fc
        .tuple(
          fc.array(validValue(item, pools, name, depth + 1), { maxLength: 2 }),
          malformedValue(item, pools, name, depth + 1),
        )
        .map(([ok, bad]) => [...ok, bad]),
      fc.constant([]),
    );
    if (s.maxItems !== undefined && s.maxItems < 2_000)
      specific.push(
        validValue(item, pools, name, depth + 1).map((v) => Array.from({ length: (s.maxItems ?? 0) + 1 }, () => v)),
      );
  }
  if (types.includes('object') && depth <= 4) specific.push(mutatedObject(s, pools, depth));
  if (s.enum)
    specific.push(
      fc.constantFrom(
        ...s.enum.map((v) => (typeof v === 'string' ? v.toUpperCase() + ' ' : v === null ? 'null' : String(v))),
      ),
    );
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) specific.push(...alternatives.map((a) => malformedValue(a, pools, name, depth + 1)));
  return fc.oneof(
    { arbitrary: specific.length ? fc.oneof(...specific) : anyJson, weight: 4 },
    { arbitrary: anyJson, weight: 2 },
    { arbitrary: fc.constantFrom(null, [], {}, [[]], [{}], true, false, '', 0), weight: 1 },
  );
}

/** A valid object with one thing broken: a field malformed, a required field missing, or extras. */
function mutatedObject(s: JsonSchema, pools: FuzzPools, depth = 0): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  const valid = validValue(s, pools, '', depth) as fc.Arbitrary<Record<string, unknown>>;
  const variants: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(valid, fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), anyJson, { minKeys: 1, maxKeys: 3 }))
      .map(([v, extra]) => ({ ...extra, ...v, ...extra })),
    valid.map((v) => [v]), // an array where an object was expected
  ];
  if (keys.length) {
    variants.push(
      fc
        .constantFrom(...keys)
        .chain((k) => fc.tuple(fc.constant(k), valid, malformedValue(props[k], pools, k, depth + 1)))
        .map(([k, v, bad]) => ({ ...v, [k]: bad })),
      fc
        .constantFrom(...keys)
        .chain((k) => fc.tuple(fc.constant(k), valid, malformedValue(props[k], pools, k, depth + 1)))
        .map(([k, v, bad]) => ({ ...v, [k]: bad })),
    );
  }
  if (s.required?.length) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...s.required), valid)
        .map(([k, v]) => Object.fromEntries(Object.entries(v).filter(([key]) => key !== k))),
    );
  }
  return fc.oneof(...variants);
}

// ---------------------------------------------------------------------------------------------
// Whole requests: bodies, query strings, path parameters

/** A body as it goes on the wire: JSON text, any text with any content type, a form, or nothing. */
export type FuzzBody =
  | { kind: 'none'; contentType?: string }
  | { kind: 'text'; text: string; contentType?: string; label: string }
  | { kind: 'form'; fields: [string, string | { bytes: readonly number[]; name: string; type: string }][] };

const json = (label: string, value: unknown, contentType = 'application/json'): FuzzBody => ({
  kind: 'text',
  label,
  text: JSON.stringify(value) ?? 'null',
  contentType,
});

/** Text that is not JSON, or JSON that parsers treat differently, sent as application/json. */
export const BROKEN_JSON: readonly string[] = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'nul',
  'tru',
  '"',
  '"abc',
  '01',
  '1e999',
  '-',
  'NaN',
  '{"a":1}{"b":2}',
  '{"a":1} x',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '[]'.repeat(3),
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
  '{"a":"\\u00"}',
  '\u0000',
  '{"a":"\\u0000"}',
  'a=1&b=2',
  '<xml/>',
  '--boundary\r\n',
];

const WRONG_CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  'APPLICATION/JSON',
  '*/*',
  '',
];

/** A tiny PNG and PDF, so that some uploads succeed and later requests can name real files. */
const PNG = [...ONE_PIXEL_PNG];
const PDF = [...Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')];

function formBody(s: JsonSchema): fc.Arbitrary<FuzzBody> {
  const field = Object.keys(s.properties ?? { imageUrl: {} })[0] ?? 'imageUrl';
  const file = fc.record({
    bytes: fc.oneof(
      fc.constant(PNG),
      fc.constant(PDF),
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
      fc.constant([...Buffer.from('<svg onload=alert(1)>')]),
      fc.constant(PNG.slice(0, 20)),
    ),
    name: fc.oneof(
      fc.constantFrom('foto.png', 'bukti.pdf', '../../x.png', 'a.svg', '', 'x'.repeat(300), '%00.png', 'nota .png'),
      anyText,
    ),
    type: fc.constantFrom('image/png', 'application/pdf', 'image/svg+xml', 'text/html', '', 'application/octet-stream'),
  });
  return fc.oneof(
    { arbitrary: file.map((f): FuzzBody => ({ kind: 'form', fields: [[field, f]] })), weight: 4 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(field, 'other', 'imageUrl[]', ''), anyText)
        .map(([k, v]): FuzzBody => ({ kind: 'form', fields: [[k, v]] })),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(file, file).map(([a, b]): FuzzBody => ({
        kind: 'form',
        fields: [
          [field, a],
          [field, b],
        ],
      })),
      weight: 1,
    },
    { arbitrary: fc.constant<FuzzBody>({ kind: 'form', fields: [] }), weight: 1 },
  );
}

/**
 * Bodies for a route: for a JSON body mostly near-valid and mutated objects, then any JSON, text
 * that is not JSON, the right JSON with a wrong content type, and no body. Routes that take no
 * body get one now and then anyway.
 */
export function bodyArbitrary(
  body: { contentType: string; schema: JsonSchema } | undefined,
  pools: FuzzPools,
  key = '',
): fc.Arbitrary<FuzzBody> {
  const none = fc.constantFrom<FuzzBody>({ kind: 'none' }, { kind: 'none', contentType: 'application/json' });
  const brokenJson = fc
    .constantFrom(...BROKEN_JSON)
    .map((text): FuzzBody => ({ kind: 'text', label: 'broken-json', text, contentType: 'application/json' }));
  const randomJson = anyJson.map((v) => json('any-json', v));
  if (!body)
    return fc.oneof(
      { arbitrary: none, weight: 6 },
      { arbitrary: randomJson, weight: 1 },
      { arbitrary: brokenJson, weight: 1 },
    );
  if (body.contentType.startsWith('multipart/')) {
    return fc.oneof(
      { arbitrary: formBody(body.schema), weight: 6 },
      { arbitrary: none, weight: 1 },
      { arbitrary: randomJson, weight: 1 },
      { arbitrary: brokenJson, weight: 1 },
    );
  }
  const examples = pools.examples[key]?.length ? pick(() => pools.examples[key], {}) : null;
  const valid = examples
    ? fc.oneof(validValue(body.schema, pools), examples, examples)
    : validValue(body.schema, pools);
  return fc.oneof(
    { arbitrary: valid.map((v) => json('valid', v)), weight: 4 },
    { arbitrary: malformedValue(body.schema, pools).map((v) => json('malformed', v)), weight: 6 },
    { arbitrary: randomJson, weight: 1 },
    { arbitrary: brokenJson, weight: 1 },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([v, contentType]) => json('wrong-content-type', v, contentType)),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom('', ...Object.keys(body.schema.properties ?? {})), hugeString)
        .map(([v, k, big]) => json('huge', k ? { ...(v as object), [k]: big } : big)),
      weight: 1,
    },
    { arbitrary: none, weight: 1 },
  );
}

/** A generated value as text on the wire: strings as they are, anything else as JSON. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes invalid UTF-8 on the wire. */
export function encode(value: unknown): string {
  return [...textOf(value)]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      return code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(ch);
    })
    .join('');
}

export interface ParamSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** A query parameter's value as the text it is on the wire. */
function queryText(s: JsonSchema, pools: FuzzPools, name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: validValue(s, pools, name).map(textOf), weight: 3 },
    { arbitrary: malformedValue(s, pools, name).map(textOf), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '-1',
        '0',
        '1e9',
        '1.5',
        'abc',
        'true',
        '2147483648',
        '99999999999999999999',
        '[object Object]',
        'null',
      ),
      weight: 2,
    },
  );
}

/**
 * A query string: each declared parameter left out, valid or malformed, sometimes repeated;
 * sometimes unknown parameters and raw text that is not valid percent-encoding.
 */
export function queryArbitrary(params: ParamSpec[], pools: FuzzPools): fc.Arbitrary<string> {
  const parts = params.map((p) =>
    fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: 2 },
      { arbitrary: queryText(p.schema, pools, p.name).map((v) => [`${encode(p.name)}=${encode(v)}`]), weight: 5 },
      {
        arbitrary: fc
          .tuple(queryText(p.schema, pools, p.name), queryText(p.schema, pools, p.name))
          .map(([a, b]) => [`${p.name}=${encode(a)}`, `${p.name}=${encode(b)}`]),
        weight: 1,
      },
      {
        arbitrary: fc
          .constantFrom(
            `${p.name}`,
            `${p.name}[]=1`,
            `${p.name}[a]=1`,
            `${p.name}=%`,
            `${p.name}=%ZZ`,
            `${p.name}=%E0%A4%A`,
            `${p.name}=a+b`,
            `${p.name}=%2e%2e%2f`,
          )
          .map((raw) => [raw]),
        weight: 1,
      },
    ),
  );
  const extra = fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: 4 },
    {
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 8 }), anyText)
        .map(([k, v]) => [`${encode(k)}=${encode(v)}`]),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom('=', '&&&', '__proto__=1', 'constructor[prototype]=1', 'page=1&page=2', 'a=' + 'b'.repeat(10_000))
        .map((raw) => [raw]),
      weight: 1,
    },
  );
  // Half the time every parameter is absent or valid, so that the request reaches the query.
  const valid = params.map((p) =>
    fc.option(
      validValue(p.schema, pools, p.name).map((v) => (v === null ? [] : [`${encode(p.name)}=${encode(v)}`])),
      { nil: [] as string[] },
    ),
  );
  const join = ([groups, shuffle]: [string[][], boolean]) => {
    const list = groups.flat();
    if (shuffle) list.reverse();
    return list.join('&');
  };
  return fc.oneof(
    fc.tuple(fc.tuple(...valid), fc.boolean()).map(join),
    fc.tuple(fc.tuple(...parts, extra), fc.boolean()).map(join),
  );
}

/** Path segments that are not what a route expects, raw (as typed into a URL) or percent-encoded. */
export const NASTY_PATH_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '1e9',
  '1.5',
  'abc',
  '%00',
  '1%00',
  '..%2Fx',
  '%2e%2e',
  '../x',
  '..',
  '.',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%2F',
  '%5C',
  '2147483647',
  '2147483648',
  '4294967296',
  '99999999999999999999',
  '9'.repeat(400),
  ' 1',
  '%201',
  '1%20',
  '+1',
  '0x10',
  '1_000',
  'NaN',
  'Infinity',
  '-0',
  '00001',
  'null',
  'undefined',
  '%C3%A9',
  '%F0%9F%98%80',
  '%EF%BB%BF1',
  'a'.repeat(300),
  '1;DROP',
  "1'",
  '1"',
];

/** A path parameter: a real id of the seeded data, a value per schema, or a nasty segment. */
export function pathParamArbitrary(p: ParamSpec, pools: FuzzPools): fc.Arbitrary<string> {
  const real =
    /product/i.test(p.name) || (p.schema.type === 'string' && /^id$/.test(p.name) && p.schema.maxLength === 20)
      ? pick(() => pools.productIds, '001')
      : /filename/i.test(p.name)
        ? pick(() => pools.filenames, 'a.png')
        : pick(() => pools.ints, 1).map(String);
  return fc.oneof(
    { arbitrary: real.map(encode), weight: 5 },
    { arbitrary: validValue(p.schema, pools, p.name).map(encode), weight: 2 },
    { arbitrary: fc.constantFrom(...NASTY_PATH_SEGMENTS), weight: 3 },
    { arbitrary: malformedValue(p.schema, pools, p.name).map(encode), weight: 1 },
  );
}
