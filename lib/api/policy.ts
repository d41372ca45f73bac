import { ROLE_PAGES, type RolePage } from '../roles';

/**
 * DOMAIN.md section 2 as data: who may call which route. The API refuses to register a route
 * without a row here (see route.ts), the authorize middleware enforces it on every call, and
 * the authorization-matrix test is generated from it.
 *
 * 'public': no token. 'signed-in': any valid token. A role list: only those roles.
 * Finer rules (own outlets, delivery-role users only, states) are checked in the services.
 */
export type Access = 'public' | 'signed-in' | readonly RolePage[];

const ALL: readonly RolePage[] = ROLE_PAGES;

const usersRead = ['owner', 'production'] as const;
const usersWrite = ['owner', 'production'] as const; // production: delivery-role accounts only (service)
const accountAdmin = ['owner', 'admin', 'production'] as const; // admin: partner accounts; production: drivers (service)
const mitraRead = ['owner', 'admin', 'production', 'viewer'] as const;
const mitraWrite = ['owner', 'admin'] as const;
const outletRead = ['owner', 'admin', 'production', 'merchant', 'admin-merchant', 'viewer'] as const;
const outletWrite = ['owner', 'admin'] as const;
const productRead = ALL;
const productWrite = ['owner', 'admin'] as const;
const stockRead = ['warehouse', 'production', 'viewer'] as const;
const stockWrite = ['warehouse'] as const;
const supplierRead = ['warehouse', 'viewer'] as const;
const supplierWrite = ['warehouse'] as const;
const procurementRead = ['warehouse', 'viewer'] as const;
const procurementWrite = ['warehouse'] as const;
const productionRead = ['warehouse', 'production', 'viewer'] as const;
const productionWrite = ['warehouse', 'production'] as const;
const orderRead = ['owner', 'admin', 'production', 'delivery', 'merchant', 'admin-merchant', 'viewer'] as const;
const orderWrite = ['owner', 'admin', 'merchant'] as const;
const invoiceRead = ['owner', 'admin', 'merchant', 'admin-merchant', 'viewer'] as const;
const invoiceAdmin = ['owner', 'admin'] as const;
const invoicePay = ['owner', 'admin', 'merchant'] as const;
const scheduleWrite = ['owner', 'production'] as const;
const standingOrderWrite = ['owner', 'admin', 'merchant'] as const;
const routeRead = ['owner', 'admin', 'production', 'delivery', 'viewer'] as const;
const dispatchWrite = ['owner', 'admin', 'production'] as const;
const uploads = ['owner', 'admin', 'warehouse', 'production', 'delivery', 'merchant'] as const; // delivery: proof photos

const companyWrite = ['owner', 'admin'] as const;
const tierRead = ['owner', 'admin', 'production', 'viewer'] as const;
const tierWrite = ['owner', 'admin'] as const;

export const POLICY = {
  // Auth (spec 7). Logout is ours: it revokes the token server-side.
  'GET /health': 'public', // liveness; touches no data
  'GET /health/ready': 'public', // readiness: the database answers and is migrated; reveals no data
  'POST /auth/login': 'public',
  'GET /auth/demo-accounts': 'public',
  'POST /auth/profile': 'signed-in',
  // The bakery's identity on documents (issue 12).
  'GET /settings/company': 'signed-in',
  'PUT /settings/company/update': companyWrite,
  'POST /auth/logout': 'signed-in',
  'PUT /auth/change-profile': 'signed-in',
  'POST /auth/change-password': 'signed-in',
  'POST /auth/set-new-password': 'signed-in',
  'POST /auth/set-outlet': ['merchant'],
  'POST /auth/reset-password': accountAdmin,
  'POST /auth/set-status-account': accountAdmin,

  // Users
  'GET /user': usersRead,
  'GET /user/create': usersRead,
  'GET /user/show/{id}': usersRead,
  'POST /user/store': usersWrite,
  'PATCH /user/update/{id}': usersWrite,
  'DELETE /user/delete/{id}': usersWrite,

  // Partners (mitra)
  'GET /mitra': mitraRead,
  'GET /mitra/create': mitraRead,
  'GET /mitra/show/{id}': mitraRead,
  'POST /mitra/store': mitraWrite,
  'PATCH /mitra/update/{userId}': mitraWrite,
  'DELETE /mitra/delete/{id}': mitraWrite,

  // Outlets
  'GET /outlet': outletRead,
  // The form's options list every partner and price tier: only for the roles that fill the form.
  'GET /outlet/create': outletWrite,
  'GET /outlet/show/{id}': outletRead,
  'POST /outlet/store': outletWrite,
  'PATCH /outlet/update/{branchId}': outletWrite,
  'DELETE /outlet/delete/{id}': outletWrite,

  // Products
  'GET /product': productRead,
  'GET /product/create': productRead,
  'GET /product/show/{id}': productRead,
  'POST /product/store': productWrite,
  'PATCH /product/update/{id}': productWrite,
  'DELETE /product/delete/{id}': productWrite,
  'POST /product/update-queue-product': productWrite,
  'GET /product-price': productRead,

  // Stock
  'GET /stock': stockRead,
  'GET /stock/show/{productId}': stockRead,
  'GET /stock/create': stockRead,
  'POST /stock/update': stockWrite,
  'GET /stock/expiring': stockRead,
  'POST /stock/write-off-expired': stockWrite,

  // Suppliers
  'GET /supplier': supplierRead,
  'GET /supplier/show/{id}': supplierRead,
  'POST /supplier/store': supplierWrite,
  'PATCH /supplier/update/{id}': supplierWrite,
  'DELETE /supplier/delete/{id}': supplierWrite,
  'PUT /supplier/update-products/{id}': supplierWrite,

  // Procurement
  'GET /procurement': procurementRead,
  'GET /procurement/create': procurementRead,
  'GET /procurement/show/{id}': procurementRead,
  'POST /procurement/store': procurementWrite,
  'PUT /procurement/update/{id}': procurementWrite,
  'DELETE /procurement/delete/{id}': procurementWrite,
  'POST /procurement/accept-delivery/{id}': procurementWrite,
  'POST /procurement/accept-payment/{id}': procurementWrite,

  // Production
  'GET /production': productionRead,
  'GET /production/create': productionRead,
  'GET /production/show/{id}': productionRead,
  'POST /production/store': productionWrite,
  'PUT /production/update/{id}': productionWrite,
  'DELETE /production/delete/{id}': productionWrite,
  'POST /production/accept/{id}': ['warehouse'],

  // Recipes and the production plan (DOMAIN 15-16)
  'GET /recipe': productionRead,
  'GET /recipe/show/{productId}': productionRead,
  'PUT /recipe/update/{productId}': ['production'],
  'DELETE /recipe/delete/{productId}': ['production'],
  'GET /production-plan': productionRead,
  'POST /production-plan/create-productions': ['production'],
  'GET /production-plan/shortfall': productionRead,

  // Orders
  'GET /transaction/order': orderRead,
  'GET /transaction/order/create': orderWrite,
  'GET /transaction/order/show/{id}': orderRead,
  'POST /transaction/order/store': orderWrite,
  'POST /transaction/order/reorder/{id}': orderWrite,
  'GET /transaction/order/suggest': orderWrite,
  'POST /transaction/order/store-adjustment/{id}': ['owner', 'admin'],
  'POST /transaction/order/confirm/{id}': ['owner', 'admin', 'production'],
  'POST /transaction/order/cancel/{id}': ['owner', 'admin', 'production', 'merchant'],
  'POST /transaction/order/destroy/{id}': ['owner'],
  'POST /transaction/order/confirm-bulk': ['owner', 'admin', 'production'],
  'POST /transaction/order/assign-driver': dispatchWrite,
  'POST /transaction/order/release/{id}': ['owner', 'admin'], // a credit hold (DOMAIN 19)
  'GET /delivery': ['owner', 'production', 'delivery', 'viewer'],
  'POST /delivery/confirm/{id}': ['delivery'],
  'GET /delivery/dispute': ['owner', 'admin', 'production', 'viewer'],
  'POST /delivery/dispute/{id}': ['merchant'],
  'POST /delivery/dispute/resolve/{id}': ['owner', 'admin'],
  // Routes (DOMAIN 18)
  'GET /route': routeRead,
  'GET /route/show/{id}': routeRead,
  'POST /route/store': dispatchWrite,
  'PUT /route/update/{id}': dispatchWrite,
  'DELETE /route/delete/{id}': dispatchWrite,

  // Invoices and payments
  'GET /transaction': invoiceRead,
  'GET /transaction/create': invoiceAdmin,
  'GET /transaction/show/{id}': invoiceRead,
  'POST /transaction/store': invoiceAdmin,
  'POST /transaction/confirm-payment/{id}': invoicePay,
  'POST /transaction/accept-payment/{id}': invoiceAdmin,
  'POST /transaction/adjustment-invoice': invoiceAdmin,
  'POST /transaction/reject-payment/{id}': invoiceAdmin,
  'POST /midtrans/store': invoicePay,
  'POST /midtrans/notification': 'public', // authenticated by Midtrans's signature instead

  // Receivables (DOMAIN 19): finance and the owner; a partner reads its own; the viewer reads.
  'GET /receivables': invoiceRead,
  'GET /reminder': invoiceRead,
  'POST /reminder/mark-sent/{id}': invoiceAdmin,
  'POST /reminder/generate': invoiceAdmin, // what the hourly job does, on demand
  // The audit trail (DOMAIN 20): the owner reads all, finance its records (service).
  'GET /audit': ['owner', 'admin'],
  // The bell: every signed-in user reads and marks its own notifications (service).
  'GET /notification': ALL,
  'POST /notification/read/{id}': ALL,
  'POST /notification/read-all': ALL,

  // Reports and closed days
  'GET /reports': ALL,
  'GET /schedule-close/notif': ALL,
  'GET /schedule-close': ALL,
  'GET /schedule-close/affected': scheduleWrite,
  'POST /schedule-close/store': scheduleWrite,
  'DELETE /schedule-close/{id}': scheduleWrite,

  // Order window (DOMAIN 17): deadlines per price tier
  'GET /order-window': ['owner', 'admin', 'production', 'viewer'],
  'PUT /order-window/update/{branchGroupId}': ['owner', 'admin'],
  'GET /order-change-request': ['owner', 'admin', 'production', 'merchant', 'admin-merchant', 'viewer'],
  'GET /order-change-request/show/{id}': ['owner', 'admin', 'production', 'merchant', 'admin-merchant', 'viewer'],
  'POST /order-change-request/store': ['merchant'],
  'POST /order-change-request/approve/{id}': ['owner', 'admin', 'production'],
  'POST /order-change-request/reject/{id}': ['owner', 'admin', 'production'],
  // Standing orders: RW for owner, admin and a partner's own outlets; read for the rest of the row.
  'GET /standing-order': ['owner', 'admin', 'production', 'merchant', 'admin-merchant', 'viewer'],
  'GET /standing-order/show/{id}': ['owner', 'admin', 'production', 'merchant', 'admin-merchant', 'viewer'],
  'POST /standing-order/store': standingOrderWrite,
  'PUT /standing-order/update/{id}': standingOrderWrite,
  'POST /standing-order/pause/{id}': standingOrderWrite,
  'POST /standing-order/resume/{id}': standingOrderWrite,
  'DELETE /standing-order/delete/{id}': standingOrderWrite,
  'POST /standing-order/generate': ['owner', 'admin'],

  // Returns (DOMAIN 18): recorded by staff, the driver and the partner; processed by staff.
  'GET /return': ALL,
  'GET /return/show/{id}': ALL,
  'POST /return/store': ['owner', 'admin', 'production', 'delivery', 'merchant'],
  'POST /return/process/{id}': ['owner', 'admin', 'warehouse', 'production'],
  'GET /reports/waste': ['owner', 'admin', 'warehouse', 'production', 'viewer'],

  // Uploads
  'POST /utils/upload-file': uploads,
  'POST /utils/remove-file': uploads,
  'GET /utils/file/{filename}': 'signed-in',

  // Price tiers and their terms (issue 18)
  'GET /branch-group': tierRead,
  'GET /branch-group/show/{id}': tierRead,
  'GET /branch-group/prices/{id}': tierRead,
  'POST /branch-group/store': tierWrite,
  'PUT /branch-group/update/{id}': tierWrite,
  'DELETE /branch-group/delete/{id}': tierWrite,
  'POST /branch-group/bulk-price/{id}': tierWrite,
  'POST /import/preview': tierWrite,
  'POST /import/commit': tierWrite,
  // Print base (mounted at /print)
  'PRINT GET /count-order': ['owner', 'admin', 'production', 'viewer'],
  'PRINT GET /export-label-cream': ['owner', 'production', 'delivery'],
  'PRINT GET /export-invoice-filename': ['owner', 'admin', 'viewer'],
  'PRINT GET /export-invoice': invoiceRead, // partners: one own invoice's PDF only (service), not the month's zip
  'PRINT GET /export-delivery-pack': ['owner', 'admin', 'production', 'delivery', 'viewer'],
  'PRINT GET /export-template': tierWrite,
  'PRINT GET /export-data': tierWrite,
  'PRINT GET /rekap-invoice': ['owner', 'admin', 'viewer'],
  'PRINT GET /export-audit': ['owner', 'admin'],
  'PRINT GET /export-statement': invoiceRead, // a partner: its own (service)
} as const satisfies Record<string, Access>;

/** Every call the API knows: a misspelt key in `can()` or `authorize()` fails to compile. */
export type PolicyKey = keyof typeof POLICY;

export function isPolicyKey(key: string): key is PolicyKey {
  return Object.hasOwn(POLICY, key);
}

/** Calls an account that must set a new password may still make (DOMAIN 1: isNew). */
export const ALLOWED_WHILE_NEW: ReadonlySet<PolicyKey> = new Set<PolicyKey>([
  'POST /auth/profile',
  'POST /auth/logout',
  'POST /auth/set-new-password',
]);

export function accessFor(key: string): Access {
  if (!isPolicyKey(key)) throw new Error(`Rute tanpa baris kebijakan: ${key}. Tambahkan ke lib/api/policy.ts.`);
  return POLICY[key];
}

export function allows(access: Access, role: RolePage): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return access.includes(role);
}

/** The roles that may make `call`: who is told of work only they can do (a return, a request). */
export function rolesAllowed(call: PolicyKey): readonly RolePage[] {
  return ROLE_PAGES.filter((role) => allows(POLICY[call], role));
}
