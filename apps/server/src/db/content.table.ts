import { contentKinds, contentStatuses } from '@boardforge/contracts/content.ts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

// The check constraints list the contracts' values, so a new kind is one contracts change and a generated migration.
const kindList = sql.raw(`(${contentKinds.map((kind) => `'${kind}'`).join(', ')})`);
const statusList = sql.raw(`(${contentStatuses.map((status) => `'${status}'`).join(', ')})`);

/**
 * The site's content records of every kind (contracts content.ts): one row per record, its texts per language and its
 * language-neutral data as JSON of the shape its kind's schema checked at save, the headings copied out for search and
 * lists, a status (draft or published) and a version that every save raises (a save at an older version is refused).
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: contentKinds }).notNull(),
    status: text('status', { enum: contentStatuses }).notNull().default('draft'),
    sort: integer('sort').notNull().default(0),
    headingZh: text('heading_zh').notNull(),
    headingEn: text('heading_en').notNull(),
    textZh: jsonb('text_zh').notNull(),
    textEn: jsonb('text_en').notNull(),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('content_entries_kind_check', sql`${table.kind} in ${kindList}`),
    check('content_entries_status_check', sql`${table.status} in ${statusList}`),
    check('content_entries_published_check', sql`${table.status} = 'draft' or ${table.publishedAt} is not null`),
    index('content_entries_list_idx').on(table.kind, table.status, table.sort, table.createdAt),
    // The back office's list of one kind in every status, in its order (sort, newest first, id): without it a page of
    // 100 000 records sorts them all (docs/performance.md, bench:admin-lists).
    index('content_entries_kind_order_idx').on(table.kind, table.sort, table.createdAt.desc().nullsFirst(), table.id),
  ],
);
