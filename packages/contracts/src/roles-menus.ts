import { z } from 'zod/mini';
import { menuEntrySchema, roleIdQuerySchema } from './auth.ts';
import { listMenuUrls, menuIconNames, menuTags } from './erp-menu.ts';
import { allPermissionTags, permissionTags } from './permissions.ts';
import { singleLineText } from './text.ts';

/**
 * The administrator's roles (角色) and menu tree (菜单) on System › Roles and System › Menus. A role holds menu entries:
 * visible ones are pages, invisible ones permission tags (`menuenname`). Every route takes `role:manage`.
 */

/** Limits of the role and menu forms; the web forms use the same. */
export const roleMenuLimits = {
  roleId: 16,
  roleName: 30,
  menuname: 30,
  menuenname: 60,
  menupath: 120,
  sortMax: 99_999,
  tagsMax: 500,
} as const;

/** The administrator role: it keeps the tags that grant everything, and no other role is given them. */
export const administratorRoleId = '1';

/** A role id: a seeded one ('1', '11', …) or one the administrator created. */
export const roleIdField = singleLineText().check(
  z.minLength(1),
  z.maxLength(roleMenuLimits.roleId),
  z.regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
);
const roleNameField = singleLineText().check(z.minLength(1), z.maxLength(roleMenuLimits.roleName));
const tagField = singleLineText().check(z.minLength(1), z.maxLength(roleMenuLimits.menuenname));

/** One role as the roles list shows it: names, how many staff users hold it, and every tag (menuenname) it holds. */
export const roleSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  staffCount: z.int(),
  tags: z.array(z.string()),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;
export const rolesAnswerSchema = z.array(roleSummarySchema);

/** POST /api/erp/roles/create (id and both names) and /api/erp/roles/rename (both names of an existing id). */
export const saveRoleRequestSchema = z.object({ id: roleIdField, name: roleNameField, nameEn: roleNameField });
export type SaveRoleRequest = z.infer<typeof saveRoleRequestSchema>;

/** POST /api/erp/roles/delete: a role nobody holds. */
export const deleteRoleRequestSchema = z.object({ id: roleIdField });
export type DeleteRoleRequest = z.infer<typeof deleteRoleRequestSchema>;

/** POST /api/erp/roles/set-tags: every menu entry (page or tag, by menuenname) the role holds from now on. */
export const setRoleTagsRequestSchema = z.object({
  id: roleIdField,
  tags: z.array(tagField).check(z.maxLength(roleMenuLimits.tagsMax)),
});
export type SetRoleTagsRequest = z.infer<typeof setRoleTagsRequestSchema>;

/** One menu entry as the editor shows it (the flat list; `parentId` builds the tree). */
export const menuItemSchema = z.object({
  id: z.int(),
  parentId: z.nullable(z.int()),
  menuname: z.string(),
  menuenname: z.string(),
  menupath: z.string(),
  menuico: z.string(),
  url: z.string(),
  keeplive: z.boolean(),
  isvisible: z.boolean(),
  sort: z.int(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export const menuItemsAnswerSchema = z.array(menuItemSchema);

const knownUrls = new Set(listMenuUrls());

/** The fields of a menu entry: titles, a path under /erp (empty for a tag), a known icon and view, order and parent. */
const menuFieldsSchema = z.object({
  parentId: z.nullable(z.int().check(z.gte(1), z.lte(2_147_483_647))),
  menuname: singleLineText().check(z.minLength(1), z.maxLength(roleMenuLimits.menuname)),
  menuenname: tagField,
  menupath: z.union([
    z.literal(''),
    singleLineText().check(
      z.maxLength(roleMenuLimits.menupath),
      z.regex(/^\/erp(\/[A-Za-z0-9-]+)+$/, 'a path under /erp'),
    ),
  ]),
  menuico: z.union([z.literal(''), z.enum(menuIconNames)]),
  url: singleLineText().check(
    z.maxLength(roleMenuLimits.menuenname),
    z.refine((url) => url === '' || knownUrls.has(url), 'a view url the web app knows'),
  ),
  keeplive: z._default(z.boolean(), true),
  isvisible: z.boolean(),
  sort: z.int().check(z.gte(0), z.lte(roleMenuLimits.sortMax)),
});

/** POST /api/erp/menus/create: a new entry. */
export const createMenuRequestSchema = menuFieldsSchema;
export type CreateMenuRequest = z.infer<typeof createMenuRequestSchema>;

/** POST /api/erp/menus/update: every field of an entry (a new parent and order move it; `isvisible` hides it). */
export const updateMenuRequestSchema = z.extend(menuFieldsSchema, {
  id: z.int().check(z.gte(1), z.lte(2_147_483_647)),
});
export type UpdateMenuRequest = z.infer<typeof updateMenuRequestSchema>;

/** POST /api/erp/menus/delete: an entry without children whose tag no route needs. */
export const deleteMenuRequestSchema = z.object({ id: z.int().check(z.gte(1), z.lte(2_147_483_647)) });
export type DeleteMenuRequest = z.infer<typeof deleteMenuRequestSchema>;

/** GET /api/erp/menus/preview?roleId=: what getMenuByRoleId and getAllEnMenu would serve that role. */
export const menuPreviewQuerySchema = roleIdQuerySchema;
export const menuPreviewSchema = z.object({ menu: z.array(menuEntrySchema), tags: z.array(z.string()) });
export type MenuPreview = z.infer<typeof menuPreviewSchema>;

/** Tags a server route requires (contracts permissions, the menu tags of erp-menu.ts, the tags granting everything). */
export function isRouteTag(tag: string): boolean {
  return (
    Object.hasOwn(permissionTags, tag) ||
    (Object.values(menuTags) as string[]).includes(tag) ||
    (allPermissionTags as readonly string[]).includes(tag)
  );
}

/**
 * The roles and menu editors' own views: their entries cannot be hidden, re-pointed or deleted, and the administrator
 * role keeps them, or no page could give them back.
 */
export const editorUrls = ['system-roles', 'system-menus'] as const;

const roleOptionSchema = z.object({ id: z.string(), zh: z.string(), en: z.string() });
/** A role as a picker offers it: its id and its names in both languages (from the roles list, or the seeded names). */
export type RoleOption = z.infer<typeof roleOptionSchema>;
