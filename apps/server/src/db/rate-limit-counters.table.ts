import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-address request ceilings (@fastify/rate-limit's counters) shared by every server instance: one row per
 * limiter (`scope`: a route, or a named group such as the quote routes) and caller key (an address, or a user), with the
 * hits of the window ending at `window_ends_at`. Each count is one INSERT … ON CONFLICT DO UPDATE … RETURNING, so a
 * burst over several instances gets consecutive counts; rows of ended windows are pruned by the clean-up job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt),
  ],
);
