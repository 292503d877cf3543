import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/** Member details beside the users row: company and e-mail (nickname and avatar live on users). */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: text('company').notNull().default(''),
  email: text('email').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
