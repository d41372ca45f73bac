import { expect, test } from '@playwright/test';
import { createApi } from '../lib/api/app';

/** The served OpenAPI document must hold every route the API registers (spec-check reads it). */
test('the served OpenAPI document lists every registered route, and the reference page renders', async ({
  request,
}) => {
  const { api } = createApi(async () => {
    throw new Error('not used');
  });
  const expected = Object.keys(
    api.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'x', version: '1' } }).paths ?? {},
  ).sort();
  const served = await request.get('/api/v1/openapi.json');
  expect(served.status()).toBe(200);
  const paths = Object.keys((await served.json()).paths).sort();
  expect(paths).toEqual(expected);
  expect(paths).toContain('/api/v1/mitra/store');

  const docs = await request.get('/api/v1/docs');
  expect(docs.status()).toBe(200);
  const html = await docs.text();
  expect(html).toContain('/api/v1/mitra/update/{userId}');
  expect(html).toContain('Boleh dipanggil oleh');
});
