import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '../../env';

/** Midtrans Snap configuration from the environment; null when no server key is set. */
export function midtransConfig() {
  const e = env();
  if (!e.MIDTRANS_SERVER_KEY) return null;
  return { serverKey: e.MIDTRANS_SERVER_KEY, clientKey: e.MIDTRANS_CLIENT_KEY ?? null, snapUrl: e.MIDTRANS_SNAP_URL };
}

export interface SnapItem {
  id: string;
  price: number;
  quantity: number;
  name: string;
}

export interface SnapRequest {
  orderId: string;
  grossAmount: number;
  items: SnapItem[];
  customer: { firstName: string; email?: string | null; phone?: string | null };
}

export class MidtransError extends Error {}

/**
 * Creates a Snap transaction (POST to the Snap endpoint with the server key as Basic auth) and
 * answers its token and redirect_url, the payment page the partner is sent to.
 */
export async function createSnapTransaction(
  request: SnapRequest,
  config = midtransConfig(),
): Promise<{ token: string; redirectUrl: string }> {
  if (!config) throw new MidtransError('Midtrans belum dikonfigurasi.');
  const sum = request.items.reduce((s, i) => s + i.price * i.quantity, 0);
  if (sum !== request.grossAmount)
    throw new MidtransError(`Rincian (${sum}) tidak sama dengan total (${request.grossAmount}).`);
  const res = await fetch(config.snapUrl, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${config.serverKey}:`).toString('base64')}`,
    },
    body: JSON.stringify({
      transaction_details: { order_id: request.orderId, gross_amount: request.grossAmount },
      item_details: request.items.map((i) => ({ ...i, name: i.name.slice(0, 50) })),
      customer_details: {
        first_name: request.customer.firstName.slice(0, 255),
        email: request.customer.email ?? undefined,
        phone: request.customer.phone ?? undefined,
      },
    }),
    signal: AbortSignal.timeout(15_000),
    redirect: 'error',
  });
  const body = (await res.json().catch(() => null)) as {
    token?: string;
    redirect_url?: string;
    error_messages?: string[];
  } | null;
  if (!res.ok || !body?.token || !body.redirect_url) {
    throw new MidtransError(`Snap menjawab ${res.status}: ${body?.error_messages?.join('; ') ?? 'tanpa rincian'}`);
  }
  return { token: body.token, redirectUrl: body.redirect_url };
}

/** Midtrans's notification signature: SHA-512 of order_id + status_code + gross_amount + server key. */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
