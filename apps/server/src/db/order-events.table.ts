import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * The order event log: one row per change of an order, appended in the same transaction as the change,
 * never edited. `id` is the cursor live clients resume from; `user_id` is the order's owner.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_events_kind_check', sql`${table.kind} <> ''`),
    index('order_events_user_id_idx').on(table.userId, table.id),
    index('order_events_order_id_idx').on(table.orderId, table.id),
  ],
);
