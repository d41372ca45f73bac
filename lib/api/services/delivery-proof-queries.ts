import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { deliveryDisputes, deliveryProofs } from '../db/schema/routes';
import { fileUrl } from './uploads';

/** How long after delivery the partner may object (DOMAIN 18). */
export const DISPUTE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** An order's proof of delivery with its latest dispute, or null while it is not delivered. */
export async function deliveryProofOf(db: Db, orderId: number, now: Date) {
  const [proof] = await db
    .select({
      deliveredAt: deliveryProofs.deliveredAt,
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
  const { photo, photoPath, deliveredAt, ...rest } = proof;
  return {
    ...rest,
    deliveredAt: deliveredAt.toISOString(),
    photoUrl: fileUrl(photoPath, photo),
    lat: rest.lat === null ? null : Number(rest.lat),
    lng: rest.lng === null ? null : Number(rest.lng),
    disputeUntil: new Date(deliveredAt.getTime() + DISPUTE_WINDOW_MS).toISOString(),
    disputeOpen: now.getTime() <= deliveredAt.getTime() + DISPUTE_WINDOW_MS,
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
