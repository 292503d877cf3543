import type { ApiKeyScope } from '@boardforge/contracts/api-keys.ts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * Customers' API keys. `key_hash` is the SHA-256 (hex) of the secret, which is shown once and never stored. The
 * per-key rate limit is counted on the row itself (`rate_window_start`, `rate_window_hits`) by one UPDATE, so it
 * holds across server instances and bursts. A revoked or expired key keeps its row (revoked_at, expires_at) so its use
 * answers "revoked" or "expired".
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    keyHash: text('key_hash').notNull().unique(),
    start: text('start').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** After this the key answers 401 "expired"; null: it lives until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    rateWindowStart: timestamp('rate_window_start', { withTimezone: true }).notNull().defaultNow(),
    rateWindowHits: integer('rate_window_hits').notNull().default(0),
  },
  (table) => [index('api_keys_user_id_idx').on(table.userId)],
);
