import { describe, expect, it } from 'vitest';
import { isAllowedApiCall, isAllowedPrintCall } from './allow-list';

describe('BFF allow-list', () => {
  it("forwards the spec's calls, with path parameters", () => {
    expect(isAllowedApiCall('GET', '/mitra')).toBe(true);
    expect(isAllowedApiCall('GET', '/mitra/show/12')).toBe(true);
    expect(isAllowedApiCall('PATCH', '/mitra/update/12')).toBe(true);
    expect(isAllowedApiCall('POST', '/auth/reset-password')).toBe(true);
    expect(isAllowedPrintCall('GET', '/count-order')).toBe(true);
  });

  it('refuses unknown paths, wrong methods, session calls, traversal and the Midtrans hook', () => {
    expect(isAllowedApiCall('GET', '/admin/secret')).toBe(false);
    expect(isAllowedApiCall('DELETE', '/mitra')).toBe(false);
    expect(isAllowedApiCall('POST', '/auth/login')).toBe(false);
    expect(isAllowedApiCall('POST', '/auth/set-outlet')).toBe(false);
    expect(isAllowedApiCall('GET', '/mitra/show/1/../../user')).toBe(false);
    expect(isAllowedApiCall('GET', '/mitra/show/1/extra')).toBe(false);
    expect(isAllowedApiCall('POST', '/midtrans/notification')).toBe(false);
    expect(isAllowedPrintCall('GET', '/mitra')).toBe(false);
  });
});
