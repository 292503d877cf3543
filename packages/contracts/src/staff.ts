import { z } from 'zod';
import { staffRoleIds } from './roles.ts';
import { singleLineText } from './text.ts';

/** GET /api/erp/staff/list query: staff of the given roles (comma-separated role ids; none: every role). */
export const staffListQuerySchema = z.object({
  roleIds: singleLineText()
    .max(100)
    .optional()
    .transform((value) => (value ? value.split(',').map((roleId) => roleId.trim()) : []))
    .pipe(z.array(z.enum(staffRoleIds)).max(staffRoleIds.length)),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** One staff member as the back office names them (pickers of assignSales and assignPurchasing, the timeline). */
export const staffMemberSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  phone: z.string(),
  roleId: z.enum(staffRoleIds),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
