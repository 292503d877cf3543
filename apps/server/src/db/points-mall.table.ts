import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/** Items customers can buy with points; stock never goes below zero. */
export const pointsMallItems = pgTable(
  'points_mall_items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    imageUrl: text('image_url').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    pointsPrice: integer('points_price').notNull(),
    stock: integer('stock').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('points_mall_items_price_check', sql`${table.pointsPrice} > 0`),
    check('points_mall_items_stock_check', sql`${table.stock} >= 0`),
  ],
);

/** A customer's redemption of points for an item (the points left through the ledger row of the same transaction). */
export const pointsMallRedemptions = pgTable(
  'points_mall_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => pointsMallItems.id),
    quantity: integer('quantity').notNull(),
    pointsSpent: integer('points_spent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('points_mall_redemptions_quantity_check', sql`${table.quantity} > 0`),
    index('points_mall_redemptions_user_idx').on(table.userId, table.createdAt),
  ],
);
