import { isStaffRoleId } from '@boardforge/contracts/roles.ts';
import type { StaffListQuery, StaffMember } from '@boardforge/contracts/staff.ts';
import type { Db } from '../../db/client.ts';
import { listStaffUsers } from './staff.repository.ts';

/** Creates the staff directory service: who works in the back office, by role. */
export function createStaffService(dependencies: { db: Db }) {
  const { db } = dependencies;

  /** Staff members of the asked roles (every role when none is asked). */
  async function listStaff(query: StaffListQuery): Promise<StaffMember[]> {
    const rows = await listStaffUsers(db, query.roleIds);
    return rows.flatMap((row) =>
      row.roleId && isStaffRoleId(row.roleId)
        ? [{ userId: row.id, nickname: row.nickname, phone: row.phone, roleId: row.roleId }]
        : [],
    );
  }

  return { listStaff };
}

export type StaffService = ReturnType<typeof createStaffService>;
