import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Document numbers (ORD, INV, PO, PRD per month), gapless: the counter row is bumped inside the
 * transaction that creates the document, so a rolled-back document gives its number back.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    prefix: text('prefix').notNull(),
    period: text('period').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.period] })],
);
