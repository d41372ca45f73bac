import { createRoute, OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { authorize } from './authorize';
import type { AppEnv } from './context';
import { validationError } from './errors';
import { accessFor, type PolicyKey } from './policy';

/** A router whose validation failures become the Indonesian 422 envelope. */
export function newRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    error: z.union([z.string(), z.record(z.string(), z.string())]).nullable(),
    data,
  });

export const errorEnvelope = envelopeSchema(z.null());

const errorResponses = {
  401: { description: 'Tidak terautentikasi', content: { 'application/json': { schema: errorEnvelope } } },
  403: { description: 'Tidak memiliki akses', content: { 'application/json': { schema: errorEnvelope } } },
  422: { description: 'Data tidak valid', content: { 'application/json': { schema: errorEnvelope } } },
};

const extraErrors = {
  404: { description: 'Tidak ditemukan', content: { 'application/json': { schema: errorEnvelope } } },
  409: { description: 'Ditolak karena keadaan data', content: { 'application/json': { schema: errorEnvelope } } },
  429: { description: 'Terlalu banyak percobaan', content: { 'application/json': { schema: errorEnvelope } } },
};

type ApiRouteConfig = Omit<RouteConfig, 'middleware' | 'security'> & {
  base?: 'api' | 'print';
  /** Refusals this route may answer besides 401/403/422; documented, not part of the handler's type. */
  errors?: (keyof typeof extraErrors)[];
};

/** The policy key a route declaration stands for, spelt as in lib/api/policy.ts. */
type RouteKey<R extends ApiRouteConfig> =
  `${R['base'] extends 'print' ? 'PRINT ' : ''}${Uppercase<R['method']>} ${R['path']}`;

/** Makes a route without a policy row a compile error that names the missing key. */
type WithPolicyRow<R extends ApiRouteConfig> = RouteKey<R> extends PolicyKey ? R : { missingPolicyRow: RouteKey<R> };

/**
 * Declares a route with its schemas and its permission. The permission comes from the policy
 * table by method and path; a route missing there fails to compile, and at start-up.
 */
export function apiRoute<const R extends ApiRouteConfig>(config: R & WithPolicyRow<R>) {
  const { base, errors = [], ...rest } = config;
  const key = `${base === 'print' ? 'PRINT ' : ''}${config.method.toUpperCase()} ${config.path}`;
  const access = accessFor(key);
  const route = createRoute({
    ...rest,
    responses: {
      ...errorResponses,
      ...Object.fromEntries(errors.map((e) => [e, extraErrors[e]])),
      ...config.responses,
    },
    security: access === 'public' ? [] : [{ bearerAuth: [] }],
    middleware: [authorize(key as PolicyKey)],
  } as RouteConfig);
  return route as unknown as Omit<R, 'base' | 'errors'> & {
    middleware: MiddlewareHandler<AppEnv>[];
    getRoutingPath(): string;
  };
}

/** A required JSON body with its schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true as const,
});

/** The 200 answer: the envelope around `schema`. */
export const okAnswer = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema: envelopeSchema(schema) } } },
});
