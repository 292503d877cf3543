import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored contents (file storage keys) that lost a row referring to them: an expired visitor file, an upload that
 * failed after storing. Their bytes are deleted only after a grace period, and only when no row refers to them then;
 * storing the same content again first deletes its row here (waiting for a deletion in progress), so a concurrent
 * identical upload never loses its bytes (decision 0010).
 */
export const storageOrphans = pgTable(
  'storage_orphans',
  {
    key: text('key').primaryKey(),
    orphanedAt: timestamp('orphaned_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('storage_orphans_orphaned_at_idx').on(table.orphanedAt)],
);
