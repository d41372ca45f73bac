import { t } from '../../i18n/id';
import { allows, POLICY } from '../policy';
import type { RolePage } from '../../roles';

/** What an order's state rules need to know of it (the detail and the service's row both have these). */
export interface OrderState {
  status: string;
  /** The status of the invoice the order is on; null while it is on none. */
  invoiceStatus: string | null;
  /** DOMAIN 17: the order deadline of its date has passed (the service checks it on its own clock). */
  deadlinePassed?: boolean;
  /** DOMAIN 18: the outlet signed for it (a proof of delivery); the goods are there, not in stock. */
  delivered?: boolean;
}

export type OrderAction = 'confirm' | 'cancel' | 'edit' | 'destroy' | 'adjust';

/** Who is asking: a partner (merchant or its staff) or the bakery's staff. */
export type OrderActor = 'partner' | 'staff';

/**
 * DOMAIN 8, one place for both sides: why the order's state refuses an action, or null when it
 * allows it. The service throws the answer as a 409; the detail page shows only what is allowed.
 * The permission table is checked separately (orderActions below, and the API's authorize).
 */
export function orderStateRefusal(action: OrderAction, order: OrderState, by: OrderActor): string | null {
  if (by === 'partner' && order.deadlinePassed && (action === 'edit' || action === 'cancel'))
    return t.orderWindow.deadlinePassed;
  switch (action) {
    case 'confirm':
      if (order.status === 'ditahan') return t.credit.heldCannotConfirm;
      return order.status === 'pending' ? null : t.order.notPending;
    case 'edit':
      // A held order may be made smaller to fit the partner's credit (DOMAIN 19).
      return order.status === 'pending' || order.status === 'ditahan' ? null : t.order.onlyPending;
    case 'destroy':
      return order.status === 'dibatalkan' ? null : t.order.onlyCancelledDestroy;
    case 'cancel':
      // Partners cancel only while pending; staff also after confirmation until it is invoiced.
      if (
        order.status === 'dibatalkan' ||
        (by === 'partner' && order.status !== 'pending' && order.status !== 'ditahan')
      )
        return t.order.cannotCancel;
      if (order.delivered) return t.order.deliveredCannotCancel;
      return order.invoiceStatus === null ? null : t.order.invoicedCannotCancel;
    case 'adjust':
      if (order.status !== 'berhasil') return t.order.onlyConfirmedAdjust;
      // A paid invoice is closed; one whose payment waits for finance must not move under it.
      if (order.invoiceStatus === 'lunas') return t.order.paidCannotAdjust;
      if (order.invoiceStatus === 'proses') return t.invoice.adjustWhilePending;
      return null;
  }
}

const CALLS = {
  confirm: 'POST /transaction/order/confirm/{id}',
  cancel: 'POST /transaction/order/cancel/{id}',
  edit: 'POST /transaction/order/store',
  destroy: 'POST /transaction/order/destroy/{id}',
  adjust: 'POST /transaction/order/store-adjustment/{id}',
} as const;

const actorOf = (role: RolePage): OrderActor =>
  role === 'merchant' || role === 'admin-merchant' ? 'partner' : 'staff';

/** The actions the detail page offers: the role's permission and the order's state both allow them. */
export function orderActions(order: OrderState, role: RolePage): Record<OrderAction, boolean> {
  const by = actorOf(role);
  const allowed = (action: OrderAction) =>
    allows(POLICY[CALLS[action]], role) && orderStateRefusal(action, order, by) === null;
  return {
    confirm: allowed('confirm'),
    cancel: allowed('cancel'),
    edit: allowed('edit'),
    destroy: allowed('destroy'),
    adjust: allowed('adjust'),
  };
}
