import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * Images staff uploaded for content and the points mall, re-encoded (metadata stripped) and resized. The image and
 * its thumbnail live in file storage under their SHA-256 (`storage_key`, `thumbnail_key`); `media_type` is the
 * format both were encoded in, read from the bytes of the upload, never from its name or declared type.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    mediaType: text('media_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('images_media_type_check', sql`${table.mediaType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('images_size_check', sql`${table.width} > 0 and ${table.height} > 0 and ${table.byteSize} > 0`),
    // The storage clean-up asks whether any image still uses a released content.
    index('images_storage_key_idx').on(table.storageKey),
    index('images_thumbnail_key_idx').on(table.thumbnailKey),
  ],
);
