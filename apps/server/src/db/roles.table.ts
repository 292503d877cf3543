import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Staff roles ('1', '11', …); customers have no row here (their role is `client`). */
export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
