import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from './roles.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';

/** Staff and customers; `kind` tells them apart and staff carry a role. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    avatarUrl: text('avatar_url').notNull().default(''),
    qq: text('qq'),
    score: safeBigintColumn('score').notNull().default(0),
    kind: text('kind', { enum: ['client', 'staff'] }).notNull(),
    roleId: text('role_id').references(() => roles.id),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    failedLoginWindowStart: timestamp('failed_login_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_kind_check', sql`${table.kind} in ('client', 'staff')`),
    check('users_staff_role_check', sql`(${table.kind} = 'staff') = (${table.roleId} is not null)`),
    index('users_role_id_idx').on(table.roleId),
  ],
);
