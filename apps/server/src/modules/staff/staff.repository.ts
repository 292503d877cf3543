import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/roles.table.ts';
import { selectUserContact, users } from '../../db/users.table.ts';

/** A staff member's public fields. */
export type StaffUserRow = {
  id: string;
  nickname: string;
  phone: string;
  roleId: string;
  roleName: string;
  roleNameEn: string;
};

/** Active staff users (a disabled one is offered to no picker), of the given roles when any are named, by role then phone. */
export async function listStaffUsers(db: Db, roleIds: readonly string[]): Promise<StaffUserRow[]> {
  return (
    db
      .select({
        id: users.id,
        nickname: users.nickname,
        phone: selectUserContact(),
        roleId: roles.id,
        roleName: roles.name,
        roleNameEn: roles.nameEn,
      })
      .from(users)
      // Every staff user has a role (the users table's check); the join names it, seeded or created on System › Roles.
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(
        and(
          eq(users.kind, 'staff'),
          eq(users.isActive, true),
          roleIds.length > 0 ? inArray(users.roleId, [...roleIds]) : undefined,
        ),
      )
      .orderBy(asc(users.roleId), asc(users.phone))
  );
}
