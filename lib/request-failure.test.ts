import { describe, expect, it } from 'vitest';
import { t } from './i18n/id';
import { requestFailure, requestIdOf } from './request-failure';

describe('a failed screen keeps the request id for the user to quote', () => {
  it('puts the id in the digest and reads it back; other digests have none', () => {
    const failed = requestFailure('', 'b5d1c7e2-0000-4000-8000-000000000001') as Error & { digest?: string };
    expect(failed.message).toBe(t.errors.generic);
    expect(requestIdOf(failed.digest)).toBe('b5d1c7e2-0000-4000-8000-000000000001');
    expect(requestIdOf('rp-database-unavailable')).toBeNull();
    expect(requestIdOf(undefined)).toBeNull();
    expect((requestFailure('x', null) as Error & { digest?: string }).digest).toBeUndefined();
  });
});
