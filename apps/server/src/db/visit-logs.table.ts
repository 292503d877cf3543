import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * Page views and other events the web app reports (POST /api/common/saveLog); they feed the traffic statistics. The
 * columns the statistics group by are derived once, when the row is written (visitor, visit, referring host, language,
 * device). Rows older than the kept window are rolled up into `visit_daily_stats` and deleted by a background job.
 */
export const visitLogs = pgTable(
  'visit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    page: text('page').notNull(),
    detail: jsonb('detail'),
    // A log outlives the account it was made under: deleting the user keeps the traffic numbers.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** `v:` + the browser's visitor id, else `h:` + a hash of IP and user agent. */
    visitorKey: text('visitor_key').notNull().default(''),
    /** `v:` + the browser's visit id, else the visitor key (one visit per visitor and day). */
    visitKey: text('visit_key').notNull().default(''),
    /** The host of an external referrer of the visit's first page ('' when none). */
    referrerHost: text('referrer_host').notNull().default(''),
    language: text('language').notNull().default(''),
    /** 'phone' or 'desktop', from the user agent. */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('visit_logs_created_idx').on(table.createdAt)],
);

/**
 * The traffic statistics of days whose raw visit logs were rolled up: per China-time day, dimension ('total', 'page',
 * 'entryPage', 'referrer', 'language', 'device', 'quote') and value, the views and the day's distinct visitors.
 */
export const visitDailyStats = pgTable(
  'visit_daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);
