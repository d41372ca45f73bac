import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { orderActions, orderStateRefusal } from './order-actions';

const pending = { status: 'pending', invoiceStatus: null };
const confirmed = { status: 'berhasil', invoiceStatus: null };
const cancelled = { status: 'dibatalkan', invoiceStatus: null };

describe('order state rules (DOMAIN 8), shared by the service and the detail page', () => {
  it('lets a partner cancel only while pending, staff also after confirmation until invoiced', () => {
    expect(orderStateRefusal('cancel', pending, 'partner')).toBeNull();
    expect(orderStateRefusal('cancel', confirmed, 'partner')).toBe(t.order.cannotCancel);
    expect(orderStateRefusal('cancel', confirmed, 'staff')).toBeNull();
    expect(orderStateRefusal('cancel', { ...confirmed, invoiceStatus: 'belum_bayar' }, 'staff')).toBe(
      t.order.invoicedCannotCancel,
    );
    expect(orderStateRefusal('cancel', cancelled, 'staff')).toBe(t.order.cannotCancel);
    // Once the outlet signed for it (DOMAIN 18), an adjustment or a return, not a cancellation.
    expect(orderStateRefusal('cancel', { ...confirmed, delivered: true }, 'staff')).toBe(t.order.deliveredCannotCancel);
    expect(orderActions({ ...confirmed, delivered: true }, 'owner').cancel).toBe(false);
  });

  it('adjusts only confirmed orders whose invoice is neither paid nor awaiting a decision', () => {
    expect(orderStateRefusal('adjust', pending, 'staff')).toBe(t.order.onlyConfirmedAdjust);
    expect(orderStateRefusal('adjust', { ...confirmed, invoiceStatus: 'belum_bayar' }, 'staff')).toBeNull();
    expect(orderStateRefusal('adjust', { ...confirmed, invoiceStatus: 'lunas' }, 'staff')).toBe(
      t.order.paidCannotAdjust,
    );
    expect(orderStateRefusal('adjust', { ...confirmed, invoiceStatus: 'proses' }, 'staff')).toBe(
      t.invoice.adjustWhilePending,
    );
  });

  it('confirms and edits pending orders, destroys cancelled ones', () => {
    expect(orderStateRefusal('confirm', confirmed, 'staff')).toBe(t.order.notPending);
    expect(orderStateRefusal('edit', confirmed, 'partner')).toBe(t.order.onlyPending);
    expect(orderStateRefusal('destroy', pending, 'staff')).toBe(t.order.onlyCancelledDestroy);
    expect(orderStateRefusal('destroy', cancelled, 'staff')).toBeNull();
  });

  it('keeps a partner from editing or cancelling once the deadline has passed, not staff', () => {
    const late = { ...pending, deadlinePassed: true };
    expect(orderStateRefusal('edit', late, 'partner')).toBe(t.orderWindow.deadlinePassed);
    expect(orderStateRefusal('cancel', late, 'partner')).toBe(t.orderWindow.deadlinePassed);
    expect(orderStateRefusal('cancel', late, 'staff')).toBeNull();
    expect(orderActions(late, 'merchant')).toMatchObject({ edit: false, cancel: false });
  });

  it('offers an action only when the role may call it and the state allows it', () => {
    expect(orderActions(pending, 'merchant')).toEqual({
      confirm: false,
      cancel: true,
      edit: true,
      destroy: false,
      adjust: false,
    });
    expect(orderActions(confirmed, 'merchant').cancel).toBe(false);
    expect(orderActions(confirmed, 'admin-merchant').cancel).toBe(false);
    expect(orderActions(pending, 'viewer')).toEqual({
      confirm: false,
      cancel: false,
      edit: false,
      destroy: false,
      adjust: false,
    });
    expect(orderActions(cancelled, 'owner').destroy).toBe(true);
  });
});
