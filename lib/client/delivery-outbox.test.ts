import { describe, expect, it } from 'vitest';
import { unreachable } from './delivery-outbox';
import { t } from '../i18n/id';

const refusal = (error: unknown, message = t.errors.generic) => ({ success: false, message, error, data: null });

describe("the driver's outbox keeps a proof while the bakery's side is down (DOMAIN 18)", () => {
  it('keeps it for no answer and for a server that is down, timed out or faulted', () => {
    expect(unreachable(null)).toBe(true);
    expect(unreachable(refusal('database_unavailable', t.errors.database))).toBe(true);
    expect(unreachable(refusal('timeout', t.errors.timeout))).toBe(true);
    expect(unreachable(refusal('internal'))).toBe(true);
    expect(unreachable(refusal('storage_unavailable', t.upload.storageFailed))).toBe(true);
  });

  it('ends it on a refusal of the proof itself and on success', () => {
    expect(unreachable(refusal('conflict'))).toBe(false);
    expect(unreachable(refusal({ 'lines.0.reason': 'Wajib' }, t.errors.incomplete))).toBe(false);
    expect(unreachable({ success: true, message: 'Berhasil', error: null, data: null })).toBe(false);
  });
});
