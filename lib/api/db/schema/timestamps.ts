// No table is imported here: every table file imports this one, and a cycle through it leaves
// these functions undefined while the bundled server loads the schema (the build failed so).
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was made, by the database's clock. */
export function createdAtColumn() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

/** When the row was made and last changed; a service sets updatedAt on every change. */
export function timestamps() {
  return {
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
