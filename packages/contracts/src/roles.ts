/** Staff role ids of docs/workflow.md; `client` is the customer. */
export const staffRoleIds = ['1', '11', '12', '14', '15', '16', '17'] as const;
export type StaffRoleId = (typeof staffRoleIds)[number];
export type RoleId = StaffRoleId | 'client';

export const roleNames: Record<RoleId, { en: string; zh: string }> = {
  client: { en: 'Customer', zh: '客户' },
  '1': { en: 'System administrator', zh: '系统管理员' },
  '11': { en: 'Sales supervisor', zh: '销售主管' },
  '12': { en: 'Purchasing manager', zh: '采购经理' },
  '14': { en: 'Sales manager', zh: '销售经理' },
  '15': { en: 'Sales director', zh: '销售总监' },
  '16': { en: 'Senior executive', zh: '高管' },
  // The layout design service (issue 16): starts jobs, delivers rounds and the final package (tag design:work).
  '17': { en: 'Design engineer', zh: '设计工程师' },
};

/** Tells whether a string names a staff role. */
export function isStaffRoleId(value: string): value is StaffRoleId {
  return (staffRoleIds as readonly string[]).includes(value);
}
