import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { deliveryDisputes, deliveryProofs } from '../db/schema/routes';
import { fileUrl } from './uploads';

/** How long after delivery the partner may object (DOMAIN 18). */
export const DISPUTE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * When the partner's 24 hours end: counted from when the proof reached the API (the partner is
 * told then), which is the drop itself unless the phone kept the proof for a while.
 */
export const objectionEnds = (proof: { deliveredAt: Date; receivedAt: Date | null }) =>
  (proof.receivedAt ?? proof.deliveredAt).getTime() + DISPUTE_WINDOW_MS;

/** An order's proof of delivery with its latest dispute, or null while it is not delivered. */
export async function deliveryProofOf(db: Db, orderId: number, now: Date) {
  const [proof] = await db
    .select({
      deliveredAt: deliveryProofs.deliveredAt,
      receivedAt: deliveryProofs.receivedAt,
      deliveredBy: users.name,
      recipientName: deliveryProofs.recipientName,
      photo: deliveryProofs.photo,
      photoPath: deliveryProofs.photoPath,
      lat: deliveryProofs.lat,
      lng: deliveryProofs.lng,
      lines: deliveryProofs.lines,
    })
    .from(deliveryProofs)
    .leftJoin(users, eq(users.id, deliveryProofs.deliveredBy))
    .where(eq(deliveryProofs.orderId, orderId))
    .limit(1);
  if (!proof) return null;
  const [dispute] = await db
    .select()
    .from(deliveryDisputes)
    .where(eq(deliveryDisputes.orderId, orderId))
    .orderBy(desc(deliveryDisputes.createdAt), desc(deliveryDisputes.id))
    .limit(1);
  const { photo, photoPath, deliveredAt, receivedAt, ...rest } = proof;
  const ends = objectionEnds({ deliveredAt, receivedAt });
  return {
    ...rest,
    deliveredAt: deliveredAt.toISOString(),
    photoUrl: fileUrl(photoPath, photo),
    lat: rest.lat === null ? null : Number(rest.lat),
    lng: rest.lng === null ? null : Number(rest.lng),
    disputeUntil: new Date(ends).toISOString(),
    disputeOpen: now.getTime() <= ends,
    dispute: dispute
      ? {
          disputeId: dispute.id,
          notes: dispute.notes,
          createdAt: dispute.createdAt.toISOString(),
          status: dispute.status as 'open' | 'resolved',
          resolution: dispute.resolution,
          resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
        }
      : null,
  };
}
