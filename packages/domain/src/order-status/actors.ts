/** Who acts on an order: the customer who owns it, or a staff member with a role and permission tags. */

/** A customer (by user id) or a staff member with their role id and the permission tags of that role. */
export type OrderActor =
  | { kind: 'client'; userId: string }
  | { kind: 'staff'; userId: string; roleId: string; tags: readonly string[] };

/** Tags that mean every permission (docs/workflow.md). */
export const fullPermissionTags = ['admin', '*:*:*'] as const;

/** The system administrator's role id: it may take every staff action whatever its tags. */
export const administratorRoleId = '1';

/** Tells whether a staff member may do everything: role 1, or a tag that means everything. */
export function hasFullPermission(actor: OrderActor): boolean {
  if (actor.kind !== 'staff') return false;
  if (actor.roleId === administratorRoleId) return true;
  return actor.tags.some((tag) => (fullPermissionTags as readonly string[]).includes(tag));
}

/** Tells whether a staff member holds a permission tag (or full permission); customers hold none. */
export function hasPermissionTag(actor: OrderActor, tag: string): boolean {
  if (actor.kind !== 'staff') return false;
  return hasFullPermission(actor) || actor.tags.includes(tag);
}

/** The role written into an order's history row: the staff role id, or `client`. */
export function describeActorRole(actor: OrderActor): string {
  return actor.kind === 'staff' ? actor.roleId : 'client';
}
