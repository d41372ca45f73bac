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

/**
 * What became of a sending: sent; refused for good (the proof itself is wrong: a 409 or 422);
 * offline (no answer: nothing more can be sent now); or kept, when the bakery answered but cannot
 * take it yet (its side down for a while, or the order is another driver's until staff move it):
 * the proof stays on the phone and the next ones are still tried.
 */
export type SendResult =
  | { kind: 'sent' }
  | { kind: 'refused'; message: string; error: unknown }
  | { kind: 'offline' }
  | { kind: 'kept'; message: string };

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

/** Error codes of answers that keep the proof on the phone for a later try (SendResult 'kept'). */
const NOT_YET = new Set(['database_unavailable', 'storage_unavailable', 'timeout', 'internal', 'other_driver']);

/** A failed answer as the outbox reads it; null for a success. */
export function failureOf(res: Envelope<unknown> | null): Exclude<SendResult, { kind: 'sent' }> | null {
  if (!res) return { kind: 'offline' };
  if (res.success) return null;
  if (typeof res.error === 'string' && NOT_YET.has(res.error)) return { kind: 'kept', message: res.message };
  return { kind: 'refused', message: res.message, error: res.error };
}

/** Uploads the photo (once), then sends the proof; what is not sent for good stays in the outbox. */
export async function sendDelivery(d: QueuedDelivery): Promise<SendResult> {
  let photo = d.uploaded;
  if (!photo && d.photo) {
    const form = new FormData();
    form.set('imageUrl', new File([d.photo], d.photoName, { type: d.photo.type }));
    const up = await bff<{ filename: string }>('/bff/upload', { body: form });
    const failed = failureOf(up);
    if (failed) return failed;
    photo = up!.data.filename; // an answer that did not fail is a success
    // Remembered, so a retry after a lost answer does not upload the photo again.
    await keepDelivery({ ...d, photo: null, uploaded: photo });
  }
  const res = await bff(`/bff/api/delivery/confirm/${d.orderId}`, {
    body: { ...d.body, photo: photo ?? '', recordedAt: d.savedAt },
  });
  return failureOf(res) ?? { kind: 'sent' };
}
