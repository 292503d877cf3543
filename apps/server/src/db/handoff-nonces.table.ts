import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The nonces of spent mini-program hand-off tokens. Spending is one INSERT … ON CONFLICT DO NOTHING, so a token is
 * taken once across bursts and server instances; a row is kept until its token would have expired anyway, then pruned.
 */
export const handoffNonces = pgTable(
  'handoff_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('handoff_nonces_expires_at_idx').on(table.expiresAt)],
);
