import { type DeliveryAddress, redemptionStatuses } from '@boardforge/contracts/points-mall.ts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

const statusList = sql.raw(`(${redemptionStatuses.map((status) => `'${status}'`).join(', ')})`);

/**
 * Items customers can buy with points; stock never goes below zero. `limit_per_customer` (null: no limit) caps the
 * quantity one customer may redeem over all their redemptions that are not cancelled.
 */
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
    limitPerCustomer: integer('limit_per_customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('points_mall_items_price_check', sql`${table.pointsPrice} > 0`),
    check('points_mall_items_stock_check', sql`${table.stock} >= 0`),
    check('points_mall_items_limit_check', sql`${table.limitPerCustomer} is null or ${table.limitPerCustomer} > 0`),
    index('points_mall_items_sort_idx').on(table.sort, table.id),
  ],
);

/**
 * A customer's redemption of points for an item (the points left through the ledger row of the same transaction),
 * with the address it ships to (a copy: a later edit of the address book does not move a parcel) and its fulfilment:
 * pending → shipped (carrier, tracking number) → delivered, or cancelled with the points refunded once.
 */
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
    status: text('status', { enum: redemptionStatuses }).notNull().default('pending'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('points_mall_redemptions_quantity_check', sql`${table.quantity} > 0`),
    check('points_mall_redemptions_status_check', sql`${table.status} in ${statusList}`),
    index('points_mall_redemptions_user_idx').on(table.userId, table.createdAt),
    index('points_mall_redemptions_item_user_idx').on(table.itemId, table.userId),
    index('points_mall_redemptions_status_created_idx').on(table.status, table.createdAt),
    index('points_mall_redemptions_created_idx').on(table.createdAt),
  ],
);
