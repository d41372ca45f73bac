'use client';

import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { Envelope } from '../api-client-types';
import { bff } from './bff';

/**
 * The driver's outbox (DOMAIN 18): a proof of delivery is kept on the phone (IndexedDB) before it
 * is sent, and stays there until the API has it, so a drop recorded without network is sent when
 * the network is back. The proof's `clientKey` makes a second sending of the same drop harmless.
 */
export interface QueuedDelivery {
  clientKey: string;
  /**
   * Who recorded it (username): a shared phone sends each driver's proofs only under that
   * driver's own sign-in, never under the next one's.
   */
  owner: string;
  orderId: number;
  number: string;
  /** The proof as POST /delivery/confirm takes it, without the photo's stored name. */
  body: {
    lines: { itemId: number; deliveredQty: number; reason: string | null }[];
    recipientName: string;
    lat: number | null;
    lng: number | null;
    clientKey: string;
  };
  /** The photo taken on the phone, until it is uploaded; then its stored name. */
  photo: Blob | null;
  photoName: string;
  uploaded: string | null;
  savedAt: string;
}

export type SendResult = { kind: 'sent' } | { kind: 'refused'; message: string; error: unknown } | { kind: 'offline' };

let store: UseStore | null = null;
const outbox = () => (store ??= createStore('roti-pusat', 'bukti-kirim'));

export const keepDelivery = (d: QueuedDelivery) => set(d.clientKey, d, outbox());
export const dropDelivery = (clientKey: string) => del(clientKey, outbox());
/** The proofs `owner` recorded and has not sent yet (one kept before owners were written: anyone's). */
export async function queuedDeliveries(owner: string): Promise<QueuedDelivery[]> {
  return (await entries<string, QueuedDelivery>(outbox()))
    .map(([, d]) => d)
    .filter((d) => d.owner === undefined || d.owner === owner);
}

/**
 * The answers that say nothing about the proof itself: no answer (no network), or the bakery's
 * side down for a while (database, storage, a timeout, an unexpected fault). The proof stays on
 * the phone for the next try; only a refusal of the proof itself (a 409 or 422) ends it.
 */
const NOT_THERE = new Set(['database_unavailable', 'storage_unavailable', 'timeout', 'internal']);
export function unreachable(res: Envelope<unknown> | null): res is null | (Envelope<unknown> & { success: false }) {
  return !res || (!res.success && typeof res.error === 'string' && NOT_THERE.has(res.error));
}

/** Uploads the photo (once), then sends the proof; a lost network or a down server keeps it in the outbox. */
export async function sendDelivery(d: QueuedDelivery): Promise<SendResult> {
  let photo = d.uploaded;
  if (!photo && d.photo) {
    const form = new FormData();
    form.set('imageUrl', new File([d.photo], d.photoName, { type: d.photo.type }));
    const up = await bff<{ filename: string }>('/bff/upload', { body: form });
    if (unreachable(up)) return { kind: 'offline' };
    if (!up.success) return { kind: 'refused', message: up.message, error: up.error };
    photo = up.data.filename;
    // Remembered, so a retry after a lost answer does not upload the photo again.
    await keepDelivery({ ...d, photo: null, uploaded: photo });
  }
  const res = await bff(`/bff/api/delivery/confirm/${d.orderId}`, { body: { ...d.body, photo: photo ?? '' } });
  if (unreachable(res)) return { kind: 'offline' };
  if (!res.success) return { kind: 'refused', message: res.message, error: res.error };
  return { kind: 'sent' };
}
