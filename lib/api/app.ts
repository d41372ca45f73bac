import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { t } from '../i18n/id';
import { systemClock, type Clock } from './clock';
import type { AppEnv } from './context';
import type { Db } from './db/client';
import { ApiError } from './errors';
import { appLogger, withRequestLog, type Logger } from './logging';
import { MAX_MULTIPART_BYTES } from './storage/read-upload';
import { healthRoutes, readinessRoutes } from './routes/health';
import { authRoutes } from './routes/auth';
import { mitraRoutes } from './routes/mitra';
import { outletRoutes } from './routes/outlet';
import { productRoutes } from './routes/product';
import { supplierRoutes } from './routes/supplier';
import { uploadRoutes } from './routes/upload';
import { userRoutes } from './routes/user';
import { stockRoutes } from './routes/stock';
import { productionRoutes } from './routes/production';
import { procurementRoutes } from './routes/procurement';
import { orderRoutes } from './routes/order';
import { scheduleRoutes } from './routes/schedule';
import { orderWindowRoutes } from './routes/order-window';
import { orderChangeRequestRoutes } from './routes/order-change-request';
import { standingOrderRoutes } from './routes/standing-order';
import { recipeRoutes } from './routes/recipe';
import { receivablesRoutes, statementPrintRoutes } from './routes/receivables';
import { notificationRoutes } from './routes/notification';
import { auditPrintRoutes, auditRoutes } from './routes/audit';
import { productionPlanRoutes } from './routes/production-plan';
import { returnRoutes } from './routes/return';
import { deliveryRoutes } from './routes/delivery';
import { routeRoutes } from './routes/route';
import { printRoutes } from './routes/print';
import { printInvoiceRoutes } from './routes/print-invoice';
import { invoiceRoutes } from './routes/invoice';
import { midtransRoutes } from './routes/midtrans';
import { reportRoutes } from './routes/report';
import { branchGroupRoutes } from './routes/branch-group';
import { importPrintRoutes, importRoutes } from './routes/import';
import { settingsRoutes } from './routes/settings';
import { renderReferencePage } from './reference-page';

export const API_PREFIX = '/api/v1';
export const PRINT_PREFIX = '/print';

/**
 * Connection failures mean the database is away, not that the request was bad. Drizzle wraps the
 * driver's error in its own ("Failed query: ..."), and node-postgres gives some of them no code
 * ("Connection terminated unexpectedly"), so the code and the message are looked for along the
 * whole cause chain. A transaction cut mid-way fails again on its ROLLBACK ("... not queryable"),
 * and that is the error that reaches us.
 */
/** PostgreSQL cancelled a statement that ran past statement_timeout (SQLSTATE 57014). */
function isStatementTimeout(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '57014') return true;
    e = e.cause as typeof e;
  }
  return false;
}

function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003'].includes(e.code ?? ''))
      return true;
    if (
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|connection error and is not queryable/i.test(
        String(e.message),
      )
    )
      return true;
  }
  return false;
}

function failure(c: Context, status: number, message: string, error: unknown = null) {
  return c.json({ success: false, message, error, data: null }, status as 400);
}

export function handleError(err: unknown, c: Context) {
  if (err instanceof ApiError) {
    if (err.retryAfterSeconds) c.header('retry-after', String(err.retryAfterSeconds));
    return failure(c, err.status, err.message, err.error);
  }
  if (err instanceof HTTPException) {
    if (err.status === 400) return failure(c, 400, t.errors.invalidJson, 'bad_request');
    if (err.status === 413) return failure(c, 413, t.errors.tooLarge, 'too_large');
    // A body the route does not take (text/plain, a form where JSON is expected): a format error.
    if (err.status === 415) return failure(c, 415, t.errors.invalidJson, 'unsupported_media_type');
    return failure(c, err.status, t.errors.generic);
  }
  const log: Logger = c.get('log') ?? appLogger;
  if (isStatementTimeout(err)) {
    log.error({ err }, 'query melewati batas waktu');
    return failure(c, 503, t.errors.timeout, 'timeout');
  }
  if (isDatabaseUnavailable(err)) {
    log.error({ err }, 'database tidak tersedia');
    return failure(c, 503, t.errors.database, 'database_unavailable');
  }
  log.error({ err }, 'kesalahan tak terduga');
  return failure(c, 500, t.errors.generic, 'internal');
}

/** JSON and every other body but an upload: far above any real form, far below what hurts the server. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Caps every request body before anything reads it: by Content-Length when given, else while
 * streaming. Multipart uploads have their own, larger cap (lib/api/storage/read-upload.ts) with a
 * field message; this is the backstop above it.
 */
function limitBodies() {
  const onError = () => {
    throw new ApiError(413, t.errors.tooLarge, 'too_large');
  };
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError });
  const multipart = bodyLimit({ maxSize: MAX_MULTIPART_BYTES, onError });
  return (c: Context, next: () => Promise<void>) =>
    /multipart\/form-data/i.test(c.req.header('content-type') ?? '') ? multipart(c, next) : json(c, next);
}

function withDatabase(getDb: () => Promise<Db>) {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    c.set('db', await getDb());
    await next();
  };
}

/** The request's time (one reading for the whole request) and the caller's address. */
function withRequestContext(clock: Clock) {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    c.set('now', clock.now());
    c.set('clientAddress', c.env?.clientAddress ?? 'unknown');
    await next();
  };
}

export interface ApiOptions {
  /** Where the API reads the time; tests pass a ManualClock. */
  clock?: Clock;
  /** Where the request log goes; tests pass one that writes to memory. */
  logger?: Logger;
}

const bearerScheme = { type: 'http' as const, scheme: 'bearer', description: 'Token dari POST /auth/login' };

/**
 * The versioned API (/api/v1) and the print base (/print): the system of record. No Next.js
 * here, so the same app can be served in-process by Next or by a Node server of its own.
 */
export function createApi(getDb: () => Promise<Db>, options: ApiOptions = {}) {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? appLogger;
  const api = new OpenAPIHono<AppEnv>().basePath(API_PREFIX);
  api.use('*', withRequestLog(logger));
  api.use('*', withRequestContext(clock));
  api.use('*', limitBodies());
  // Liveness answers before the database is opened: it must say "up" while PostgreSQL is away.
  api.route('/', healthRoutes);
  api.route('/', readinessRoutes(getDb));
  api.use('*', withDatabase(getDb));
  for (const routes of [
    authRoutes,
    mitraRoutes,
    outletRoutes,
    productRoutes,
    supplierRoutes,
    userRoutes,
    uploadRoutes,
    stockRoutes,
    productionRoutes,
    recipeRoutes,
    productionPlanRoutes,
    procurementRoutes,
    orderRoutes,
    scheduleRoutes,
    orderWindowRoutes,
    orderChangeRequestRoutes,
    standingOrderRoutes,
    returnRoutes,
    deliveryRoutes,
    routeRoutes,
    invoiceRoutes,
    receivablesRoutes,
    notificationRoutes,
    auditRoutes,
    midtransRoutes,
    reportRoutes,
    branchGroupRoutes,
    importRoutes,
    settingsRoutes,
  ])
    api.route('/', routes);
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', bearerScheme);
  const apiInfo = { openapi: '3.1.0', info: { title: t.apiDocs.title, version: '1.0.0' } };
  api.doc31('/openapi.json', apiInfo);
  api.get('/docs', (c) => c.html(renderReferencePage(api.getOpenAPI31Document(apiInfo) as never, API_PREFIX)));
  api.notFound((c) => failure(c, 404, t.errors.notFound, 'not_found'));
  api.onError(handleError);

  const print = new OpenAPIHono<AppEnv>().basePath(PRINT_PREFIX);
  print.use('*', withRequestLog(logger));
  print.use('*', withRequestContext(clock));
  print.use('*', limitBodies());
  print.use('*', withDatabase(getDb));
  print.route('/', printRoutes);
  print.route('/', printInvoiceRoutes);
  print.route('/', importPrintRoutes);
  print.route('/', auditPrintRoutes);
  print.route('/', statementPrintRoutes);
  print.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', bearerScheme);
  const printInfo = { openapi: '3.1.0', info: { title: `${t.apiDocs.title} (print)`, version: '1.0.0' } };
  print.doc31('/openapi.json', printInfo);
  print.get('/docs', (c) =>
    c.html(renderReferencePage(print.getOpenAPI31Document(printInfo) as never, PRINT_PREFIX, true)),
  );
  print.notFound((c) => failure(c, 404, t.errors.notFound, 'not_found'));
  print.onError(handleError);

  return { api, print };
}

export type ApiApp = ReturnType<typeof createApi>['api'];
