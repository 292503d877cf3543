import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/** Page views and other events the web app reports (POST /api/common/saveLog); they feed the traffic statistics. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('visit_logs_created_idx').on(table.createdAt)],
);
