import 'server-only';
import { redirect } from 'next/navigation';
import type { PolicyKey } from '@/lib/api/policy';
import { can } from '@/lib/can';
import { requireUser, type CurrentUser } from '@/lib/server/current-user';
import { opensScreen, type RolePage } from '@/lib/roles';

/**
 * Who opens which order screen. The list follows the role's screens (its menu, or its home for
 * the partner's staff and finance, lib/roles.ts). The form and the detail follow the API policy
 * instead, because finance orders from the outlet list and reaches order details from invoices.
 */
export function opensOrderList(role: RolePage): boolean {
  return can(role, 'GET /transaction/order') && opensScreen(role, '/order');
}

/** The order list, or one of its tabs (`call`: the API call the tab exists for). */
export async function requireOrderList(rolePage: string, call?: PolicyKey): Promise<CurrentUser> {
  const user = await requireUser(rolePage);
  if (!opensOrderList(user.rolePage)) redirect('/404');
  if (call && !can(user.rolePage, call)) redirect('/404');
  return user;
}

/** A screen that exists to make one API call: the role must be allowed that call. */
export async function requireOrderCall(rolePage: string, call: PolicyKey): Promise<CurrentUser> {
  const user = await requireUser(rolePage);
  if (!can(user.rolePage, call)) redirect('/404');
  return user;
}

/** Where "back" and "not found" lead: the order list, or the role's home when it has none. */
export function orderListHref(role: RolePage): string {
  return opensOrderList(role) ? `/${role}/order` : `/${role}`;
}

/** Spec 2/6: after saving an order finance returns to the outlet list, everyone else to the order list. */
export function afterSaveHref(role: RolePage): string {
  return role === 'admin' ? '/admin/outlet' : `/${role}/order`;
}

/** Spec 2/6: after an adjustment finance goes to the invoices, others back to the order. */
export function afterAdjustmentHref(role: RolePage, orderId: number): string {
  return role === 'admin' ? '/admin/transaction' : `/${role}/order/detail/${orderId}`;
}

/** Spec 6: the detail is fetched in form mode for admin and owner, otherwise in plain mode. */
export function detailQuery(role: RolePage): string {
  return role === 'admin' || role === 'owner' ? '?type=form' : '';
}

/** Route ids are positive integers; anything else is simply not found. */
export function isOrderId(id: string): boolean {
  return /^\d{1,9}$/.test(id) && Number(id) > 0;
}
