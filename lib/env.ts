import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Everything else asks `env()`, so that configuration is
 * validated once and documented in one place (.env.example mirrors it).
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded database, uploads and the generated session secret live. */
  DATA_DIR: z.string().default('./data'),
  /** Secret (>= 32 chars) that seals the `uid` session cookie. Generated under DATA_DIR if absent. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Cookies are Secure in production; set to "false" only behind plain HTTP on a trusted network. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** Where the versioned API, print base and upload base live; unset = served in-process. */
  API_BASE_URL: z.string().url().optional(),
  PRINT_BASE_URL: z.string().url().optional(),
  UPLOAD_BASE_URL: z.string().url().optional(),
  /** The back office's public address, for links sent outside it (WhatsApp payment reminders). */
  APP_URL: z.string().url().default('http://localhost:3000'),
  /** Port of `npm start`. */
  PORT: z.coerce.number().int().positive().default(3000),
  /** Seed the demo bakery on start (embedded database only). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Default tax percent on new invoices (PPN): 0 for a non-PKP seller, 11 for a PKP seller (12% on 11/12). */
  INVOICE_TAX_PERCENT: z
    .string()
    .regex(/^\d{1,2}([.,]\d{1,2})?$/)
    .default('0'),
  /** The bakery's bank account printed on invoices for transfers. */
  BAKERY_BANK_NAME: z.string().optional(),
  BAKERY_BANK_ACCOUNT_NUMBER: z.string().optional(),
  BAKERY_BANK_ACCOUNT_NAME: z.string().optional(),
  /** Midtrans Snap: without the server key the online payment option is shown as unavailable. */
  MIDTRANS_SERVER_KEY: z.string().optional(),
  MIDTRANS_CLIENT_KEY: z.string().optional(),
  MIDTRANS_SNAP_URL: z.string().url().default('https://app.sandbox.midtrans.com/snap/v1/transactions'),
  /** The longest one database statement of a request may run on PostgreSQL (ms); 0 = no limit. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** How often the in-process job timer looks for due jobs (standing orders, reminders); 0 = off. */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * How many proxies you run in front of the app ("true" = 1): the client address is then read
   * from X-Forwarded-For that many hops from the right, and X-Forwarded-Host is believed.
   * Unset or "false": the socket's address, and no forwarded header is believed.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'TRUST_PROXY: true, false atau jumlah proxy (angka)')
    .default('false'),
  /** Uploads go to this S3-compatible bucket when set; unset = local disk under DATA_DIR/files. */
  S3_BUCKET: z.string().optional(),
  /** Endpoint of an S3-compatible service (MinIO, R2 ...); unset = AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Without these two the SDK's own credential chain (instance role, AWS_* variables) is used. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** "true" for services that address buckets by path (MinIO and most self-hosted ones). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    // An empty value (`DATABASE_URL=` in a .env file) means "not set", as it does for people.
    const present = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ''));
    const parsed = schema.safeParse(present);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Konfigurasi lingkungan tidak valid: ${issues}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export function dataDir(): string {
  return path.resolve(env().DATA_DIR);
}

/**
 * The embedded default must work with no configuration at all, so the session secret is
 * generated once and kept beside the database; a server deployment sets SESSION_SECRET.
 */
export function sessionSecret(): string {
  const configured = env().SESSION_SECRET;
  if (configured) return configured;
  const dir = dataDir();
  const file = path.join(dir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * The token that lets local operations scripts (`npm run db:backup`) ask the running server for a
 * dump of the embedded database. It lives beside the database, readable only by its owner: whoever
 * can read it can read the database files anyway.
 */
export function opsToken(): string {
  const dir = dataDir();
  const file = path.join(dir, 'ops-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, token, { mode: 0o600, flag: 'wx' });
  } catch {
    return readFileSync(file, 'utf8').trim(); // another process wrote it first
  }
  return token;
}

/** The number of proxies in front of the app whose forwarded headers are believed. */
export function trustedProxyHops(): number {
  const v = env().TRUST_PROXY;
  if (v === 'true') return 1;
  if (v === 'false') return 0;
  return Number(v);
}

export function cookieSecure(): boolean {
  const v = env().COOKIE_SECURE;
  if (v) return v === 'true';
  return env().NODE_ENV === 'production';
}
