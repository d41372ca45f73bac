import { describe, expect, it } from 'vitest';
import { can } from '../can';
import { accessFor, isPolicyKey } from './policy';
import { apiRoute } from './route';

/**
 * The policy keys are a type: `npm run typecheck` fails on a misspelt call in `can()` and on a
 * route declared without a policy row. The `@ts-expect-error` lines below are the proof: if the
 * mistake compiled, the directive itself would be the type error.
 */
describe('policy keys', () => {
  it('refuses a misspelt call in can() at compile time', () => {
    expect(can('owner', 'GET /product')).toBe(true);
    expect(can('viewer', 'POST /product/store')).toBe(false);
    // @ts-expect-error: 'GET /prodcut' is not a call the API knows
    expect(() => can('owner', 'GET /prodcut')).toThrow();
  });

  it('refuses a route without a policy row at compile time and at start-up', () => {
    const declareUnlisted = () =>
      // @ts-expect-error: 'GET /no-such-route' is missing from POLICY, so this does not type-check
      apiRoute({ method: 'get', path: '/no-such-route', responses: {} });
    expect(declareUnlisted).toThrow(/Rute tanpa baris kebijakan: GET \/no-such-route/);
  });

  it('knows its keys at run time for strings from outside (OpenAPI, tests)', () => {
    expect(isPolicyKey('GET /product')).toBe(true);
    expect(isPolicyKey('GET /prodcut')).toBe(false);
    expect(accessFor('POST /auth/login')).toBe('public');
  });
});
