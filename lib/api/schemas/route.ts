import { z } from 'zod';
import { pageQuery } from '../list';
import { dispatchTexts } from '../../i18n/id/dispatch';
import { isoDateField, MAX_ID, requiredText } from './common';

const entityId = z.number().int().positive().max(MAX_ID);

/** A route as the form sends it: its stops are outlet ids in visiting order. */
export const routeBody = z.object({
  name: z.string().trim().min(1).max(100),
  driverId: entityId.nullable(),
  stops: z.array(entityId).max(500),
});
export type RouteInput = z.output<typeof routeBody>;

export const routeStop = z.object({
  position: z.number(),
  branchId: z.number(),
  outlet: z.string(),
  partner: z.string(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

export const routeItem = z.object({
  routeId: z.number(),
  name: z.string(),
  driverId: z.number().nullable(),
  driver: z.string().nullable(),
  stops: z.array(routeStop),
});
export type RouteItem = z.output<typeof routeItem>;

export const routeOptions = z.object({
  drivers: z.array(z.object({ value: z.number(), label: z.string() })),
});

export const assignDriverBody = z.object({
  transactionOrderIds: z.array(entityId).min(1).max(1000),
  driverId: entityId.nullable(),
});

export const confirmBulkBody = z.object({
  deliveryDate: isoDateField,
  transactionOrderIds: z.array(entityId).min(1).max(1000).optional(),
});

export const confirmBulkResult = z.object({
  confirmed: z.number(),
  failed: z.array(z.object({ transactionOrderId: z.number(), number: z.string(), message: z.string() })),
});

export const deliveryPackQuery = z.object({ date: isoDateField });

export const SHORTFALL_REASONS = ['kurang', 'rusak', 'salah_kirim'] as const;

/** POST /delivery/confirm/{id}: lines not listed were delivered in full. */
export const deliveryConfirmBody = z.object({
  lines: z
    .array(
      z.object({
        itemId: entityId,
        deliveredQty: z.number().int().min(0).max(1_000_000),
        reason: z.enum(SHORTFALL_REASONS).nullish(),
      }),
    )
    .max(300)
    .default([]),
  recipientName: z.string().trim().min(1).max(100),
  photo: z.string().trim().max(200).default(''),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  clientKey: z.string().trim().min(8).max(100),
  /**
   * When the driver recorded it on the phone (ISO 8601): a proof kept in the outbox and sent later
   * is delivered when it was recorded, not when the network came back. Kept within the delivery
   * day's start and now.
   */
  recordedAt: z.iso.datetime({ offset: true }).nullish(),
});

export const deliveryProofSchema = z.object({
  deliveredAt: z.string(),
  deliveredBy: z.string().nullable(),
  recipientName: z.string(),
  photoUrl: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  lines: z.array(
    z.object({ itemId: z.number(), qty: z.number(), deliveredQty: z.number(), reason: z.string().nullable() }),
  ),
  dispute: z
    .object({
      disputeId: z.number(),
      notes: z.string(),
      createdAt: z.string(),
      status: z.enum(['open', 'resolved']),
      resolution: z.string().nullable(),
      resolvedAt: z.string().nullable(),
    })
    .nullable(),
  /** Until when the partner may still object (24 hours after delivery). */
  disputeUntil: z.string(),
  /** Whether that moment is still ahead, on the API's clock. */
  disputeOpen: z.boolean(),
});

export const disputeBody = z.object({ notes: requiredText(dispatchTexts.dispute.notesRequired, 1000) });
export const resolveDisputeBody = z.object({
  resolution: requiredText(dispatchTexts.dispute.resolutionRequired, 1000),
});

export const disputeListQuery = pageQuery.extend({
  status: z.enum(['open', 'resolved']).optional(),
});

export const disputeItem = z.object({
  disputeId: z.number(),
  transactionOrderId: z.number(),
  number: z.string(),
  outlet: z.string(),
  deliveryDate: z.string(),
  notes: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['open', 'resolved']),
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type DisputeItem = z.infer<typeof disputeItem>;
