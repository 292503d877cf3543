import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * Customers' saved order profiles: a named quote spec of one tab (contracts order-profiles.ts), checked by the tab's
 * spec schema when saved or imported; at most `maxOrderProfilesPerCustomer` per customer.
 */
export const orderProfiles = pgTable(
  'order_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tab: text('tab', { enum: ['pcb', 'fpc', 'smt', 'stencil'] }).notNull(),
    spec: jsonb('spec').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_profiles_user_id_idx').on(table.userId)],
);
