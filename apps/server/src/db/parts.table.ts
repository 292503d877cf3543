import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { safeBigintColumn } from './safe-bigint-column.ts';

/**
 * The parts catalogue (元件库): one row per component, unique by MPN and manufacturer ignoring case (the backstop
 * when two staff add the same part at once). Quantities fit an integer (contracts `partLimits`); `reserved` is
 * what open orders hold of `stock_on_hand`. Search is by MPN prefix and by value, package and category.
 */
export const parts = pgTable(
  'parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mpn: text('mpn').notNull(),
    manufacturer: text('manufacturer').notNull(),
    package: text('package').notNull().default(''),
    value: text('value').notNull().default(''),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    moq: integer('moq').notNull().default(1),
    attritionPerMille: integer('attrition_per_mille').notNull().default(0),
    stockOnHand: integer('stock_on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    /** At or under this many pieces on hand the part is listed as low on stock; 0 turns the alert off. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(0),
    /**
     * Running sums of the stock ledger's entries that carried a cost: pieces, and pieces × unit cost in hundredths of
     * a fen (numeric: a lifetime of large entries may pass bigint). moveStock adds to them in the same UPDATE as the
     * stock, so the weighted average entry cost (their quotient) needs no read of the ledger.
     */
    enteredQuantity: bigint('entered_quantity', { mode: 'number' }).notNull().default(0),
    enteredCostCentiFen: numeric('entered_cost_centi_fen').notNull().default('0'),
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('parts_moq_check', sql`${table.moq} >= 1`),
    check('parts_attrition_check', sql`${table.attritionPerMille} between 0 and 1000`),
    check('parts_stock_check', sql`${table.stockOnHand} >= 0 and ${table.reserved} >= 0`),
    check('parts_lead_time_check', sql`${table.leadTimeDays} >= 0`),
    check('parts_low_stock_threshold_check', sql`${table.lowStockThreshold} >= 0`),
    check('parts_entered_check', sql`${table.enteredQuantity} >= 0 and ${table.enteredCostCentiFen} >= 0`),
    // The stock levels list pages by what is available, least first.
    index('parts_available_idx').on(
      sql`(${table.stockOnHand} - ${table.reserved})`,
      sql`lower(${table.mpn})`,
      table.id,
    ),
    // Named, so a duplicate is told apart from any other violation by its constraint name.
    uniqueIndex('parts_mpn_manufacturer_unique').on(sql`lower(${table.mpn})`, sql`lower(${table.manufacturer})`),
    // text_pattern_ops: a prefix search (like 'abc%') uses the index whatever the database's collation.
    index('parts_mpn_prefix_idx').on(sql`lower(${table.mpn}) text_pattern_ops`),
    index('parts_value_idx').on(sql`lower(${table.value})`),
    index('parts_package_idx').on(sql`lower(${table.package})`),
    index('parts_category_idx').on(table.category),
  ],
);

/** Price breaks of a part: from `min_quantity` pieces on, each costs `unit_price_centi_fen` (0.0001 yuan). */
export const partPriceBreaks = pgTable(
  'part_price_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    unitPriceCentiFen: safeBigintColumn('unit_price_centi_fen').notNull(),
  },
  (table) => [
    check('part_price_breaks_quantity_check', sql`${table.minQuantity} >= 1`),
    check('part_price_breaks_price_check', sql`${table.unitPriceCentiFen} >= 0`),
    uniqueIndex('part_price_breaks_part_quantity_unique').on(table.partId, table.minQuantity),
  ],
);

/**
 * Other part numbers a part is known by (a distributor's or an older manufacturer's number, 别名): a BOM line whose
 * MPN matches no part exactly is matched by an alias. Unique per part ignoring case.
 */
export const partAliases = pgTable(
  'part_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
  },
  (table) => [
    uniqueIndex('part_aliases_part_alias_unique').on(table.partId, sql`lower(${table.alias})`),
    index('part_aliases_alias_idx').on(sql`lower(${table.alias})`),
  ],
);
