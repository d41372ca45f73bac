import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAtColumn } from './timestamps';

/** Uploaded files (thumbnails, receipts): stored under a generated name outside public/. */
export const files = pgTable('files', {
  filename: text('filename').primaryKey(),
  /** Folder inside the store ("uploads/2026/11"); never a path outside it. */
  path: text('path').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  originalName: text('original_name'),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});
