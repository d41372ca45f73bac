import { z } from 'zod';
import { pageQuery } from '../list';

export const notificationListQuery = pageQuery.extend({
  /** true: only the unread ones. */
  unread: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
});

export const notificationIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const notificationItem = z.object({
  id: z.number(),
  kind: z.string(),
  message: z.string(),
  /** Below the reader's role page ("/transaction/12"); null when there is nothing to open. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

/** The list's options carry the unread count the bell shows. */
export const notificationOptions = z.object({ unread: z.number() });
