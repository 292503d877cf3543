import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * Uploaded design files (Gerber archives, BOMs, pick-and-place (CPL) lists). The content lives in file storage under `hash`
 * (SHA-256); `original_name` is the client's name, sanitised, for display and downloads only. A file
 * belongs to a user, or to a visitor (`visitor_key`: SHA-256 of the `vid` cookie) until that visitor
 * logs in; visitors' files expire (`expires_at`). Previews are stored the same way, by hash.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key'),
    kind: text('kind', { enum: ['gerber', 'bom', 'cpl', 'design'] }).notNull(),
    originalName: text('original_name').notNull(),
    mediaType: text('media_type').notNull(),
    hash: text('hash').notNull(),
    size: integer('size').notNull(),
    analysis: jsonb('analysis').notNull(),
    previewTopHash: text('preview_top_hash'),
    previewBottomHash: text('preview_bottom_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    check('files_kind_check', sql`${table.kind} in ('gerber', 'bom', 'cpl', 'design')`),
    check('files_owner_check', sql`(${table.ownerUserId} is null) <> (${table.visitorKey} is null)`),
    index('files_owner_user_id_idx').on(table.ownerUserId),
    index('files_visitor_key_idx').on(table.visitorKey),
    index('files_expires_at_idx').on(table.expiresAt),
    index('files_hash_idx').on(table.hash),
    // The storage clean-up asks whether any file still shows a released preview.
    index('files_preview_top_hash_idx').on(table.previewTopHash),
    index('files_preview_bottom_hash_idx').on(table.previewBottomHash),
  ],
);
