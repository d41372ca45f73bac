import type { MiddlewareHandler } from 'hono';
import { t } from '../i18n/id';
import type { AppEnv } from './context';
import { refuseNulCharacters } from './body-guards';
import { forbidden, unauthenticated } from './errors';
import { accessFor, allows, ALLOWED_WHILE_NEW, type PolicyKey } from './policy';
import { resolveToken } from './services/sessions';

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The one gate of every route: resolves the bearer token and checks the policy row. Services
 * still check ownership (a partner's own outlets) themselves, so no caller can skip that.
 */
export function authorize(key: PolicyKey): MiddlewareHandler<AppEnv> {
  const access = accessFor(key); // throws at start-up for a route without a policy row
  return async (c, next) => {
    if (access === 'public') {
      await refuseNulCharacters(c);
      return next();
    }
    const token = bearerToken(c.req.header('authorization'));
    const actor = token
      ? await resolveToken(c.var.db, token, { now: c.var.now, clientAddress: c.var.clientAddress })
      : null;
    if (!actor) throw unauthenticated();
    if (actor.isNew && !ALLOWED_WHILE_NEW.has(key)) throw forbidden(t.errors.mustSetNewPassword);
    if (!allows(access, actor.role)) throw forbidden();
    c.set('actor', actor);
    await refuseNulCharacters(c);
    await next();
  };
}
