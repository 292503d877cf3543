import { allPermissionTags, hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import {
  administratorRoleId,
  type CreateMenuRequest,
  type DeleteMenuRequest,
  type DeleteRoleRequest,
  editorUrls,
  isRouteTag,
  type MenuItem,
  type MenuPreview,
  type RoleSummary,
  type SaveRoleRequest,
  type SetRoleTagsRequest,
  type UpdateMenuRequest,
} from '@boardforge/contracts/roles-menus.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { isConstraintViolation } from '../../lib/constraint-violation.ts';
import { recordAudit } from '../audit/audit.public.ts';
import { readMenuOfRole } from '../menus/menus.public.ts';
import { endSessionsOfRole } from '../sessions/sessions.public.ts';
import {
  countChildMenus,
  countUsersOfRole,
  deleteMenu,
  deleteRole,
  findMenu,
  findMenuClash,
  findMenusByTags,
  findRole,
  findTagsOfViews,
  insertMenu,
  insertRole,
  linkMenuToRole,
  listAllMenus,
  listRolesWithStaffCount,
  listRoleTagLinks,
  listTagsHeldByRole,
  lockRolesAndMenus,
  type MenuFields,
  type MenuRecord,
  replaceRoleMenus,
  updateMenu,
  updateRoleNames,
} from './roles.repository.ts';

/**
 * Who makes a change: the user, the role of their session (whose tags bound what they may grant) and the session
 * itself (it goes on when the editor changes the tags of their own role).
 */
export type RoleEditor = { userId: string; role: string; sessionId: string };

const everythingTags: readonly string[] = allPermissionTags;

/** True for the roles and menu editors' own views (their entries stay shown, or nobody could bring them back). */
function isEditorView(url: string): boolean {
  return (editorUrls as readonly string[]).includes(url);
}

// PostgreSQL reports the users → roles key as 23503, PGlite (for a RESTRICT/NO ACTION key) as 23001.
function isRoleHeldViolation(error: unknown): boolean {
  const constraint = 'users_role_id_roles_id_fk';
  return isConstraintViolation(error, '23503', constraint) || isConstraintViolation(error, '23001', constraint);
}

/** True when two lists hold the same tags, in any order. */
function hasSameTags(before: readonly string[], after: readonly string[]): boolean {
  const held = new Set(before);
  return held.size === new Set(after).size && after.every((tag) => held.has(tag));
}

function toMenuItem(row: MenuRecord): MenuItem {
  return { ...row };
}

function toMenuFields(input: CreateMenuRequest): MenuFields {
  return {
    parentId: input.parentId,
    menuname: input.menuname,
    menuenname: input.menuenname,
    menupath: input.menupath,
    menuico: input.menuico,
    url: input.url,
    keeplive: input.keeplive,
    isvisible: input.isvisible,
    sort: input.sort,
  };
}

/**
 * Creates the service of System › Roles and System › Menus. Every change runs in one transaction behind one advisory
 * lock (roles.repository lockRolesAndMenus) and writes its audit row (before/after) in the same transaction. Guard
 * rails: a role is deleted only when nobody holds it; the administrator role keeps the tags granting everything and
 * no other role gets them; an editor grants only tags they hold; an entry whose tag a route needs keeps its tag; a
 * role whose tags change ends its staff's sessions.
 */
export function createRolesService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  async function audit(
    tx: Db,
    editor: RoleEditor,
    entry: { kind: 'roleEdit' | 'menuEdit'; id: string; number: string; before: unknown; after: unknown },
  ) {
    await recordAudit(tx, {
      actorUserId: editor.userId,
      actorRole: editor.role,
      kind: entry.kind,
      object: { type: entry.kind === 'roleEdit' ? 'role' : 'menu', id: entry.id, number: entry.number },
      before: entry.before,
      after: entry.after,
      at: now(),
    });
  }

  /** Every role with its staff count and tags (two queries). */
  async function listRoles(): Promise<RoleSummary[]> {
    const rows = await listRolesWithStaffCount(db);
    const links = await listRoleTagLinks(db);
    // Grouped in one pass: filtering every link for every role took seconds at 500 roles × 400 tags (bench:admin-lists).
    const tagsByRole = new Map<string, string[]>();
    for (const link of links) {
      const tags = tagsByRole.get(link.roleId);
      if (tags) tags.push(link.tag);
      else tagsByRole.set(link.roleId, [link.tag]);
    }
    return rows.map((row) => ({ ...row, tags: tagsByRole.get(row.id) ?? [] }));
  }

  /** Creates a role without tags; a taken id is a 409 naming `id`, `client` (the customers' role) a 400. */
  async function createRole(editor: RoleEditor, input: SaveRoleRequest): Promise<RoleSummary> {
    if (input.id === 'client') throw new FieldAppError('id', 'roles.reservedId', { id: input.id });
    return db.transaction(async (tx) => {
      await lockRolesAndMenus(tx);
      const created = await insertRole(tx, input);
      if (!created) throw new FieldAppError('id', 'roles.idTaken', { id: input.id }, '409');
      await audit(tx, editor, { kind: 'roleEdit', id: created.id, number: created.id, before: null, after: created });
      return { ...created, staffCount: 0, tags: [] };
    });
  }

  /** Gives a role new names in both languages. */
  async function renameRole(editor: RoleEditor, input: SaveRoleRequest): Promise<void> {
    await db.transaction(async (tx) => {
      await lockRolesAndMenus(tx);
      const before = await findRole(tx, input.id);
      if (!before) throw new AppError('404', 'roles.notFound', { id: input.id });
      await updateRoleNames(tx, input);
      await audit(tx, editor, { kind: 'roleEdit', id: input.id, number: input.id, before, after: input });
    });
  }

  /** Deletes a role nobody holds (409 naming `id` while staff hold it); the administrator role stays. */
  async function removeRole(editor: RoleEditor, input: DeleteRoleRequest): Promise<void> {
    await db.transaction(async (tx) => {
      await lockRolesAndMenus(tx);
      const before = await findRole(tx, input.id);
      if (!before) throw new AppError('404', 'roles.notFound', { id: input.id });
      if (before.id === administratorRoleId) throw new FieldAppError('id', 'roles.administratorStays', {}, '409');
      const holders = await countUsersOfRole(tx, input.id);
      if (holders > 0) throw new FieldAppError('id', 'roles.inUse', { count: holders }, '409');
      const tags = await listTagsHeldByRole(tx, input.id);
      try {
        await deleteRole(tx, input.id);
      } catch (error) {
        // A staff user given the role while this waited (staff-users reads it under a key-share lock): refuse.
        if (!isRoleHeldViolation(error)) throw error;
        throw new FieldAppError('id', 'roles.inUse', { count: 1 }, '409');
      }
      await audit(tx, editor, {
        kind: 'roleEdit',
        id: input.id,
        number: input.id,
        before: { ...before, tags },
        after: null,
      });
    });
  }

  /**
   * Sets every entry (page or tag) a role holds. Refused naming `tags` and the tag: an unknown tag (400), a tag the
   * editor's role does not hold (409), a tag granting everything given to another role than the administrator's, or
   * taken from the administrator role (409).
   */
  async function setRoleTags(editor: RoleEditor, input: SetRoleTagsRequest): Promise<RoleSummary> {
    const wanted = [...new Set(input.tags)];
    return db.transaction(async (tx) => {
      await lockRolesAndMenus(tx);
      const role = await findRole(tx, input.id);
      if (!role) throw new AppError('404', 'roles.notFound', { id: input.id });
      const entries = await findMenusByTags(tx, wanted);
      const unknown = wanted.find((tag) => !entries.some((entry) => entry.tag === tag));
      if (unknown !== undefined) throw new FieldAppError('tags', 'roles.unknownTag', { tag: unknown });
      const before = await listTagsHeldByRole(tx, role.id);
      if (role.id === administratorRoleId) {
        const lost = everythingTags.find((tag) => before.includes(tag) && !wanted.includes(tag));
        if (lost !== undefined) throw new FieldAppError('tags', 'roles.administratorKeepsTag', { tag: lost }, '409');
        const editorViewTags = await findTagsOfViews(tx, editorUrls);
        const lostEditor = editorViewTags.find((tag) => before.includes(tag) && !wanted.includes(tag));
        if (lostEditor !== undefined) {
          throw new FieldAppError('tags', 'roles.administratorKeepsTag', { tag: lostEditor }, '409');
        }
      }
      const editorTags = await listTagsHeldByRole(tx, editor.role);
      for (const tag of wanted.filter((candidate) => !before.includes(candidate))) {
        if (everythingTags.includes(tag) && role.id !== administratorRoleId) {
          throw new FieldAppError('tags', 'roles.everythingTagReserved', { tag }, '409');
        }
        if (!hasAnyPermission(editorTags, [tag])) throw new FieldAppError('tags', 'roles.tagNotHeld', { tag }, '409');
      }
      await replaceRoleMenus(
        tx,
        role.id,
        entries.map((entry) => entry.id),
      );
      const after = await listTagsHeldByRole(tx, role.id);
      // Any change of what a role holds ends its staff's sessions (issue 33); the editor's own session goes on.
      if (!hasSameTags(before, after)) {
        await endSessionsOfRole(tx, role.id, { sessionId: editor.sessionId, userId: editor.userId });
      }
      await audit(tx, editor, {
        kind: 'roleEdit',
        id: role.id,
        number: role.id,
        before: { tags: before },
        after: { tags: after },
      });
      return { ...role, staffCount: await countUsersOfRole(tx, role.id), tags: after };
    });
  }

  /** Every menu entry (pages and tags) in display order; `parentId` builds the tree. */
  async function listMenus(): Promise<MenuItem[]> {
    return (await listAllMenus(db)).map(toMenuItem);
  }

  async function assertParent(tx: Db, parentId: number | null, selfId: number | undefined): Promise<void> {
    if (parentId === null) return;
    const all = await listAllMenus(tx);
    const byId = new Map(all.map((row) => [row.id, row]));
    if (!byId.has(parentId)) throw new FieldAppError('parentId', 'menus.parentNotFound');
    // Walk up from the new parent: meeting the entry itself would hang it under its own subtree.
    for (
      let current = byId.get(parentId);
      current;
      current = current.parentId === null ? undefined : byId.get(current.parentId)
    ) {
      if (current.id === selfId) throw new FieldAppError('parentId', 'menus.parentCycle', {}, '409');
    }
  }

  async function assertNoClash(tx: Db, fields: MenuFields, selfId: number | undefined): Promise<void> {
    const clash = await findMenuClash(tx, fields, selfId);
    if (clash?.field === 'menupath')
      throw new FieldAppError('menupath', 'menus.pathTaken', { path: fields.menupath }, '409');
    if (clash?.field === 'menuenname')
      throw new FieldAppError('menuenname', 'menus.tagTaken', { tag: fields.menuenname }, '409');
  }

  /** Creates a menu entry (the administrator role holds it at once); a path or tag already used is a 409 naming it. */
  async function createMenu(editor: RoleEditor, input: CreateMenuRequest): Promise<MenuItem> {
    const fields = toMenuFields(input);
    return db.transaction(async (tx) => {
      await lockRolesAndMenus(tx);
      await assertParent(tx, fields.parentId, undefined);
      await assertNoClash(tx, fields, undefined);
      const created = await insertMenu(tx, fields);
      await linkMenuToRole(tx, administratorRoleId, created.id);
      await audit(tx, editor, {
        kind: 'menuEdit',
        id: String(created.id),
        number: created.menuenname,
        before: null,
        after: created,
      });
      return toMenuItem(created);
    });
  }

  /**
   * Edits, moves (parent, order) or hides a menu entry. Refused: a path or tag another entry has (409), a parent in
   * its own subtree (409 `parentId`), a new English name for an entry whose tag a route needs, hiding the menu editor.
   */
  async function editMenu(editor: RoleEditor, input: UpdateMenuRequest): Promise<MenuItem> {
    const fields = toMenuFields(input);
    return db.transaction(async (tx) => {
      await lockRolesAndMenus(tx);
      const before = await findMenu(tx, input.id);
      if (!before) throw new AppError('404', 'menus.notFound', { id: input.id });
      if (before.menuenname !== fields.menuenname && isRouteTag(before.menuenname)) {
        throw new FieldAppError('menuenname', 'menus.routeTag', { tag: before.menuenname }, '409');
      }
      if (isEditorView(before.url) && (!fields.isvisible || fields.url !== before.url)) {
        throw new FieldAppError('isvisible', 'menus.editorStays', {}, '409');
      }
      await assertParent(tx, fields.parentId, before.id);
      await assertNoClash(tx, fields, before.id);
      const after = await updateMenu(tx, before.id, fields);
      await audit(tx, editor, { kind: 'menuEdit', id: String(after.id), number: after.menuenname, before, after });
      return toMenuItem(after);
    });
  }

  /** Deletes an entry without children whose tag no route needs (409 naming `id` otherwise). */
  async function removeMenu(editor: RoleEditor, input: DeleteMenuRequest): Promise<void> {
    await db.transaction(async (tx) => {
      await lockRolesAndMenus(tx);
      const before = await findMenu(tx, input.id);
      if (!before) throw new AppError('404', 'menus.notFound', { id: input.id });
      if (isRouteTag(before.menuenname))
        throw new FieldAppError('id', 'menus.routeTag', { tag: before.menuenname }, '409');
      if (isEditorView(before.url)) throw new FieldAppError('id', 'menus.editorStays', {}, '409');
      const children = await countChildMenus(tx, before.id);
      if (children > 0) throw new FieldAppError('id', 'menus.hasChildren', { count: children }, '409');
      await deleteMenu(tx, before.id);
      await audit(tx, editor, {
        kind: 'menuEdit',
        id: String(before.id),
        number: before.menuenname,
        before,
        after: null,
      });
    });
  }

  /** "View as role": the menu tree and tags the role's staff would get at their next menu fetch. */
  async function previewRole(roleId: string): Promise<MenuPreview> {
    if (!(await findRole(db, roleId))) throw new AppError('404', 'roles.notFound', { id: roleId });
    return readMenuOfRole(db, roleId);
  }

  return {
    listRoles,
    createRole,
    renameRole,
    removeRole,
    setRoleTags,
    listMenus,
    createMenu,
    editMenu,
    removeMenu,
    previewRole,
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
