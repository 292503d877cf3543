import type { StaffRoleId } from './roles.ts';

/** Tags that grant everything (docs/workflow.md). */
export const allPermissionTags = ['admin', '*:*:*'] as const;

/** Permission tags of docs/workflow.md with the staff roles that hold them by default. */
export const permissionTags = {
  'order:assignSales': ['11', '15'],
  'order:assignPurchasing': ['12'],
  'order:purchaseQuote': ['12'],
  'order:salesQuote': ['14', '11', '15'],
  'order:placeSalesOrder': ['14', '11'],
  'order:contractReview': ['15', '16'],
  'order:placePurchaseOrder': ['12'],
  'order:purchaseReview': ['16', '12'],
  'stock:entry': ['12'],
  'stock:exit': ['12', '14'],
  'stock:adjust': ['12', '16'],
  'purchase:return': ['12', '16'],
  'order:confirmCompletion': ['11', '15'],
  'order:approveReturn': ['15', '16'],
  'order:cancel': ['11', '15', '16'],
  'finance:verifyCollection': ['15', '16'],
  'finance:invoice': ['11', '15', '16'],
  'finance:salesRebate': ['15', '16'],
  'finance:purchaseRebate': ['12', '16'],
  // Publishing and restoring: the sales director (the administrator holds everything); issue 14.
  'priceBook:edit': ['15'],
  // The editor's preview, history and diffs: also the senior executive, who reads but does not publish.
  'priceBook:view': ['15', '16'],
  'parts:view': ['11', '12', '14', '15', '16'],
  'parts:edit': ['12', '16'],
  'suppliers:edit': ['12', '16'],
  'customer:credit': ['15', '16'],
  // The roles the seeded Content menu names (sales supervisor, sales director): they face customers.
  'content:edit': ['11', '15'],
  'staff:manage': ['1'],
  'role:manage': ['1'],
  'audit:view': ['16'],
  'pointsMall:edit': ['11', '15'],
  'traffic:view': ['16'],
  // The layout design service (issue 16): the sales director reviews, quotes and assigns; engineers design.
  'design:quote': ['15'],
  'design:assign': ['15'],
  'design:work': ['17'],
} as const satisfies Record<string, readonly StaffRoleId[]>;

export type PermissionTag = keyof typeof permissionTags;

/** Tells whether a string names a permission tag of the table above. */
export function isPermissionTag(tag: string): tag is PermissionTag {
  return Object.hasOwn(permissionTags, tag);
}

/** True when the held tags include one of the required tags, or a tag that means everything. */
export function hasAnyPermission(heldTags: readonly string[], requiredTags: readonly string[]): boolean {
  if (heldTags.some((tag) => (allPermissionTags as readonly string[]).includes(tag))) return true;
  return requiredTags.some((tag) => heldTags.includes(tag));
}
