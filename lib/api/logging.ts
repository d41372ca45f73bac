import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import pino, { type Logger } from 'pino';
import type { AppEnv } from './context';

export type { Logger };

/**
 * The API's log (issue 19): one JSON line per request and one per unexpected error, on stdout.
 * LOG_LEVEL chooses how much (info by default; the tests run silent unless they bring their own).
 * Nothing a caller sends is logged (no headers, bodies or query strings), so passwords, tokens
 * and session cookies cannot reach it; the redaction is a second guard for what a caller of the
 * logger might pass by mistake.
 */
export function createLogger(destination?: pino.DestinationStream, level = defaultLevel()): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', 'cookie', '*.cookie'],
        censor: '[disembunyikan]',
      },
    },
    destination,
  );
}

function defaultLevel(): string {
  return process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
}

/** The process's logger for the app as served; tests pass their own to createApi. */
export const appLogger = createLogger();

/** An id a client or proxy sent is kept when it is a plain token; anything else is replaced. */
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (kept from X-Request-Id when a proxy sent a safe one), answers it as
 * the X-Request-Id header, also on refusals and errors, and logs the request once it is answered:
 * route pattern, status, duration and the signed-in user, never what was sent.
 */
export function withRequestLog(log: Logger) {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const started = performance.now();
    const sent = c.req.header('x-request-id');
    const requestId = sent && SAFE_ID.test(sent) ? sent : randomUUID();
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    log.info(
      {
        requestId,
        method: c.req.method,
        route: routePath(c, c.req.routeIndex),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get('actor')?.userId ?? null,
      },
      'request',
    );
  };
}
