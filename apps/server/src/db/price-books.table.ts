import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * Published price books, one row per version; a row is never changed once written (quotes and orders name
 * the version they used). The highest version is the current one. Version 1 is the seeded default.
 */
export const priceBooks = pgTable('price_books', {
  version: integer('version').primaryKey(),
  book: jsonb('book').$type<PriceBook>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
});
