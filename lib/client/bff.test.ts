import { describe, expect, it } from 'vitest';
import { withFieldCount } from './bff';
import { t } from '../i18n/id';

const refusal = (error: unknown) => ({ success: false, message: t.errors.incomplete, error, data: null });

describe('a refusal with several field errors names how many (issue 12)', () => {
  it('adds the count when two or more fields are in error', () => {
    const res = withFieldCount(refusal({ 'items.0.qty': 'a', 'items.1.price': 'b', notes: 'c' }));
    expect(res.message).toBe(`${t.errors.incomplete} ${t.errors.fieldsToFix(3)}`);
    expect(res.error).toEqual({ 'items.0.qty': 'a', 'items.1.price': 'b', notes: 'c' });
  });

  it('leaves one field error, a plain refusal and a success as they are', () => {
    expect(withFieldCount(refusal({ notes: 'c' })).message).toBe(t.errors.incomplete);
    expect(withFieldCount(refusal('notif')).message).toBe(t.errors.incomplete);
    const ok = { success: true, message: 'Berhasil', error: null, data: 1 };
    expect(withFieldCount(ok)).toBe(ok);
  });
});
