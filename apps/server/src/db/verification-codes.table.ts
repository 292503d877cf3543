import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every code request (SMS or mail, `channel`; `phone` then holds the mobile or the e-mail address), kept as the per-phone and per-IP send counters (so the limits hold across
 * server instances). `code_hash` is an HMAC of purpose, phone and code, never the code; `delivered`
 * is false for requests about unknown phones, which are counted but send nothing.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'mail'] })
      .notNull()
      .default('sms'),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['register', 'login', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    isDelivered: boolean('is_delivered').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check('verification_codes_channel_check', sql`${table.channel} in ('sms', 'mail')`),
    check('verification_codes_purpose_check', sql`${table.purpose} in ('register', 'login', 'reset')`),
    index('verification_codes_phone_created_idx').on(table.phone, table.createdAt),
    index('verification_codes_ip_created_idx').on(table.requestIp, table.createdAt),
  ],
);
