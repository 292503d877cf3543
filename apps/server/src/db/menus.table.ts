import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { roles } from './roles.table.ts';

/**
 * Back-office menu entries. Visible entries are pages; invisible ones are permission tags
 * (`menuenname` is the tag). `menuenname` is the natural key the seed upserts by.
 */
export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    menuname: text('menuname').notNull(),
    menuenname: text('menuenname').notNull().unique(),
    menupath: text('menupath').notNull().default(''),
    menuico: text('menuico').notNull().default(''),
    url: text('url').notNull().default(''),
    keeplive: boolean('keeplive').notNull().default(false),
    isvisible: boolean('isvisible').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('menus_parent_id_idx').on(table.parentId)],
);

/** Which menu entries (and so which permission tags) a role holds. */
export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.menuId] }), index('role_menus_menu_id_idx').on(table.menuId)],
);
