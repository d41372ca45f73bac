import { API_PREFIX, PRINT_PREFIX, type createApi } from '../api/app';
import type { JsonSchema, ParamSpec } from './fuzz-arbitraries';

/** One route as the OpenAPI document describes it, with what the fuzzer needs to call it. */
export interface FuzzRoute {
  /** The policy key, as in lib/api/policy.ts: 'GET /mitra/show/{id}', 'PRINT GET /count-order'. */
  key: string;
  base: 'api' | 'print';
  method: string;
  /** Below the base, with {name} placeholders. */
  path: string;
  pathParams: ParamSpec[];
  queryParams: ParamSpec[];
  body?: { contentType: string; schema: JsonSchema };
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

type Apps = ReturnType<typeof createApi>;
const INFO = { openapi: '3.1.0', info: { title: 'fuzz', version: '1' } } as const;

/** Every route of both apps, from their OpenAPI 3.1 documents (generated from the zod schemas). */
export function documentedRoutes(apps: Apps): FuzzRoute[] {
  const out: FuzzRoute[] = [];
  for (const [app, prefix, base] of [
    [apps.api, API_PREFIX, 'api'],
    [apps.print, PRINT_PREFIX, 'print'],
  ] as const) {
    const doc = app.getOpenAPI31Document(INFO);
    for (const [fullPath, operations] of Object.entries(doc.paths ?? {})) {
      for (const [method, raw] of Object.entries(operations as Record<string, OpenApiOperation>)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const path = fullPath.startsWith(prefix) ? fullPath.slice(prefix.length) : fullPath;
        const params = (raw.parameters ?? []).map((p) => ({
          in: p.in,
          spec: { name: p.name, required: p.required ?? false, schema: p.schema ?? {} },
        }));
        const content = raw.requestBody?.content ?? {};
        const contentType = Object.keys(content)[0];
        out.push({
          key: `${base === 'print' ? 'PRINT ' : ''}${method.toUpperCase()} ${path}`,
          base,
          method: method.toUpperCase(),
          path,
          pathParams: params.filter((p) => p.in === 'path').map((p) => p.spec),
          queryParams: params.filter((p) => p.in === 'query').map((p) => p.spec),
          body: contentType ? { contentType, schema: content[contentType].schema ?? {} } : undefined,
        });
      }
    }
  }
  return out;
}

/** Hono's own list of handlers (what really answers), keyed like the policy table; no docs routes. */
export function registeredRouteKeys(apps: Apps): string[] {
  const keys = new Set<string>();
  for (const [app, prefix, base] of [
    [apps.api, API_PREFIX, 'api'],
    [apps.print, PRINT_PREFIX, 'print'],
  ] as const) {
    for (const r of app.routes) {
      if (r.method === 'ALL') continue; // middleware
      const local = r.path.slice(prefix.length);
      if (local === '/openapi.json' || local === '/docs') continue;
      keys.add(`${base === 'print' ? 'PRINT ' : ''}${r.method} ${local.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return [...keys].sort();
}
