import { describe, expect, it } from 'vitest';
import { failureOf } from './delivery-outbox';
import { t } from '../i18n/id';

const refusal = (error: unknown, message = t.errors.generic) => ({ success: false, message, error, data: null });

describe("the driver's outbox keeps a proof the bakery cannot take yet (DOMAIN 18)", () => {
  it('is offline without an answer: nothing more is sent now', () => {
    expect(failureOf(null)).toEqual({ kind: 'offline' });
  });

  it('keeps it for a server down, timed out or faulted, and for an order of another driver', () => {
    for (const [error, message] of [
      ['database_unavailable', t.errors.database],
      ['timeout', t.errors.timeout],
      ['internal', t.errors.generic],
      ['storage_unavailable', t.upload.storageFailed],
      ['other_driver', t.dispatch.proof.otherDriver('Kurir Lain')],
    ])
      expect(failureOf(refusal(error, message))).toEqual({ kind: 'kept', message });
  });

  it('ends it on a refusal of the proof itself, and not at all on success', () => {
    expect(failureOf(refusal('conflict'))).toMatchObject({ kind: 'refused' });
    const fields = { 'lines.0.reason': 'Wajib' };
    expect(failureOf(refusal(fields, t.errors.incomplete))).toEqual({
      kind: 'refused',
      message: t.errors.incomplete,
      error: fields,
    });
    expect(failureOf({ success: true, message: 'Berhasil', error: null, data: null })).toBeNull();
  });
});
