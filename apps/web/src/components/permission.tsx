import { hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import type { ReactNode } from 'react';
import { usePermissionTags } from '../lib/staff-access-store.ts';

/** The exact text docs/product.md §8 raises when a permission element names no tag. */
export const missingPermissionTagsMessage = '请设置操作权限标签值';

export type PermissionProps = {
  /** The element shows when the staff member holds at least one of these tags. */
  tags: readonly string[];
  children: ReactNode;
};

/** Renders its children only for a staff member holding one of the tags ('admin' and '*:*:*' hold all). */
export function Permission({ tags, children }: PermissionProps) {
  const heldTags = usePermissionTags();
  if (!Array.isArray(tags) || tags.length === 0) throw new Error(missingPermissionTagsMessage);
  return hasAnyPermission(heldTags, tags) ? children : null;
}
