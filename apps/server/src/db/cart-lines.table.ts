import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { users } from './users.table.ts';

/**
 * The lines of a customer's cart (at most `maxCartLines`, decided under a lock of the customer's row): the quote's
 * order type and spec, the price last shown (integer fen; null when unknown) and whether it is chosen for checkout.
 * `id` is the line id the browser made, unique per customer, so adding or merging a line again changes nothing.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    tab: text('tab').notNull(),
    orderType: text('order_type').notNull(),
    spec: jsonb('spec').$type<Record<string, unknown>>().notNull(),
    totalFen: safeBigintColumn('total_fen'),
    priceBookVersion: integer('price_book_version'),
    isSelected: boolean('is_selected').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('cart_lines_user_added_idx').on(table.userId, table.addedAt),
  ],
);
