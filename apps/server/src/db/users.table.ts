import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from './roles.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';

/**
 * Staff and customers; `kind` tells them apart and staff carry a role. A customer signs in by phone,
 * by e-mail, or both: at least one of them is set. `terms_version`/`terms_accepted_at` record the
 * terms and privacy policy the customer agreed to at registration (PIPL/GDPR consent).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').unique(),
    email: text('email').unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    avatarUrl: text('avatar_url').notNull().default(''),
    qq: text('qq'),
    score: safeBigintColumn('score').notNull().default(0),
    kind: text('kind', { enum: ['client', 'staff'] }).notNull(),
    roleId: text('role_id').references(() => roles.id),
    /** Wrong passwords of the current login window (users.repository.ts). */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Password checks now running in the window: with the failures, never more than the window allows. */
    loginChecksRunning: integer('login_checks_running').notNull().default(0),
    failedLoginWindowStart: timestamp('failed_login_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** False once the administrator disables a staff member: no login, no session. */
    isActive: boolean('is_active').notNull().default(true),
    /** When the user last started a session (null: not since this was recorded). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Raised by every change that ends the user's sessions (a new role, their role's tags changed, disabled, a new
     * password); a session carries the value it started with and ends when they differ (issue 33).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_kind_check', sql`${table.kind} in ('client', 'staff')`),
    check('users_staff_role_check', sql`(${table.kind} = 'staff') = (${table.roleId} is not null)`),
    check('users_phone_or_email_check', sql`${table.phone} is not null or ${table.email} is not null`),
    index('users_role_id_idx').on(table.roleId),
  ],
);

/**
 * How lists show whom a user is: the phone, or the e-mail address of a customer who signed up by
 * e-mail (never null, as the check above guarantees).
 */
export function selectUserContact(table: { phone: AnyPgColumn; email: AnyPgColumn } = users) {
  return sql<string>`coalesce(${table.phone}, ${table.email})`;
}
