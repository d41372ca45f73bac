import { describe, expect, it } from 'vitest';
import { t } from '../i18n/id';
import { afterSuccess, placeFieldErrors, refusalMessage } from './use-bff-action';

/** A form's two methods the hook uses, recording what it was told. */
function fakeForm(values: Record<string, unknown>) {
  const placed: Record<string, string> = {};
  return {
    placed,
    getValues: () => values,
    setError: (name: string, error: { message?: string }) => {
      placed[name] = error.message ?? '';
    },
  };
}

describe('placeFieldErrors', () => {
  it("puts each error beside the form's own field, nested line paths included", () => {
    const form = fakeForm({ notes: '', items: [{ qty: '' }] });
    const placed = placeFieldErrors(form, {
      notes: 'Catatan wajib diisi.',
      'items.0.qty': 'Jumlah wajib diisi.',
      deliveryDate: 'Bukan field formulir ini.',
    });
    expect(placed).toBe(true);
    expect(form.placed).toEqual({ notes: 'Catatan wajib diisi.', 'items.0.qty': 'Jumlah wajib diisi.' });
  });

  it('keeps to the fields named when the form holds more than the server knows', () => {
    const form = fakeForm({ notes: '', search: '' });
    placeFieldErrors(form, { notes: 'a', search: 'b' }, ['notes']);
    expect(form.placed).toEqual({ notes: 'a' });
  });

  it('places nothing for a refusal without field errors', () => {
    const form = fakeForm({ notes: '' });
    expect(placeFieldErrors(form, 'notif')).toBe(false);
    expect(placeFieldErrors(form, null)).toBe(false);
    expect(form.placed).toEqual({});
  });
});

describe('refusalMessage', () => {
  it('says "incomplete" for spec 8\'s notif and for an empty message, the server\'s words otherwise', () => {
    expect(refusalMessage({ error: 'notif', message: 'apa saja' })).toBe(t.errors.incomplete);
    expect(refusalMessage({ error: null, message: '' })).toBe(t.errors.incomplete);
    expect(refusalMessage({ error: null, message: 'Stok tidak cukup.' })).toBe('Stok tidak cukup.');
  });
});

describe('afterSuccess', () => {
  const made = { procurementId: 7 };
  it('refreshes the page by default and stays put when told', () => {
    expect(afterSuccess(undefined, made)).toEqual({ refresh: true });
    expect(afterSuccess('stay', made)).toEqual({ refresh: false });
  });

  it("goes to a fixed page, or to the new document's own page from the answer, and refreshes there", () => {
    expect(afterSuccess({ push: '/warehouse/procurements' }, made)).toEqual({
      push: '/warehouse/procurements',
      refresh: true,
    });
    expect(afterSuccess({ push: (d: typeof made) => `/warehouse/procurements/${d.procurementId}` }, made)).toEqual({
      push: '/warehouse/procurements/7',
      refresh: true,
    });
    expect(afterSuccess({ replace: '/login' }, made)).toEqual({ replace: '/login', refresh: true });
  });
});
