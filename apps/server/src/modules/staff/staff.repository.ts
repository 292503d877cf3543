import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectUserContact, users } from '../../db/users.table.ts';

/** A staff member's public fields. */
export type StaffUserRow = { id: string; nickname: string; phone: string; roleId: string | null };

/** Active staff users (a disabled one is offered to no picker), of the given roles when any are named, by role then phone. */
export async function listStaffUsers(db: Db, roleIds: readonly string[]): Promise<StaffUserRow[]> {
  return db
    .select({ id: users.id, nickname: users.nickname, phone: selectUserContact(), roleId: users.roleId })
    .from(users)
    .where(
      and(
        eq(users.kind, 'staff'),
        eq(users.isActive, true),
        roleIds.length > 0 ? inArray(users.roleId, [...roleIds]) : undefined,
      ),
    )
    .orderBy(asc(users.roleId), asc(users.phone));
}
