import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { parts } from './parts.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';

/** Suppliers of components (供应商): contact, payment terms, currency and a 1–5 rating; unique by name ignoring case. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    paymentTerms: text('payment_terms').notNull(),
    currency: text('currency').notNull(),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('suppliers_rating_check', sql`${table.rating} between 1 and 5`),
    uniqueIndex('suppliers_name_unique').on(sql`lower(${table.name})`),
  ],
);

/**
 * What a supplier offers of a part: its own SKU, a unit price from a quantity on (in the supplier's currency,
 * hundredths of its minor unit) and a lead time. One offer per supplier, part and minimum quantity.
 */
export const supplierOffers = pgTable(
  'supplier_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    supplierSku: text('supplier_sku').notNull().default(''),
    minQuantity: integer('min_quantity').notNull().default(1),
    unitPriceCentiFen: safeBigintColumn('unit_price_centi_fen').notNull(),
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('supplier_offers_quantity_check', sql`${table.minQuantity} >= 1`),
    check('supplier_offers_price_check', sql`${table.unitPriceCentiFen} >= 0`),
    uniqueIndex('supplier_offers_unique').on(table.supplierId, table.partId, table.minQuantity),
    index('supplier_offers_part_idx').on(table.partId),
  ],
);
