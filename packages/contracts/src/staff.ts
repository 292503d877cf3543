import { z } from 'zod/mini';
import { roleIdField } from './roles-menus.ts';
import { singleLineText } from './text.ts';

/** How many roles one directory query may ask for. */
const maxRolesPerQuery = 20;

/** GET /api/erp/staff/list query: staff of the given roles (comma-separated role ids; none: every role). */
export const staffListQuerySchema = z.object({
  roleIds: z.pipe(
    z.pipe(
      z.optional(singleLineText().check(z.maxLength(100))),
      z.transform((value) => (value ? value.split(',').map((roleId) => roleId.trim()) : [])),
    ),
    z.array(roleIdField).check(z.maxLength(maxRolesPerQuery)),
  ),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** One staff member as the back office names them (pickers of assignSales and assignPurchasing, the timeline). */
export const staffMemberSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  phone: z.string(),
  /** A seeded role ('1', '11', …) or one created on System › Roles. */
  roleId: z.string(),
  /** The role's names as the roles table holds them. */
  roleName: z.object({ zh: z.string(), en: z.string() }),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
