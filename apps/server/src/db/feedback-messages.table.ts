import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** How far mailing a feedback message to the staff mailbox got. */
export const feedbackMailStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * Messages from the contact page's feedback form. Stored before they are mailed to the staff mailbox, so a failed
 * mail loses nothing (mail_status says what happened); ip and created_at count the per-IP hourly limit.
 */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    company: text('company'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    ip: text('ip').notNull(),
    mailStatus: text('mail_status', { enum: feedbackMailStatuses }).notNull().default('pending'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('feedback_messages_mail_status_check', sql`${table.mailStatus} in ('pending', 'sent', 'failed')`),
    index('feedback_messages_ip_created_idx').on(table.ip, table.createdAt),
  ],
);
