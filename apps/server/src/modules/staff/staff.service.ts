import type { StaffListQuery, StaffMember } from '@boardforge/contracts/staff.ts';
import type { Db } from '../../db/client.ts';
import { listStaffUsers } from './staff.repository.ts';

/** Creates the staff directory service: who works in the back office, by role. */
export function createStaffService(dependencies: { db: Db }) {
  const { db } = dependencies;

  /** Active staff members of the asked roles (every role when none is asked), seeded roles and created ones alike. */
  async function listStaff(query: StaffListQuery): Promise<StaffMember[]> {
    const rows = await listStaffUsers(db, query.roleIds);
    return rows.map((row) => ({
      userId: row.id,
      nickname: row.nickname,
      phone: row.phone,
      roleId: row.roleId,
      roleName: { zh: row.roleName, en: row.roleNameEn },
    }));
  }

  return { listStaff };
}

export type StaffService = ReturnType<typeof createStaffService>;
