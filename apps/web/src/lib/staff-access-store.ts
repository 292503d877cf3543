import type { MenuEntry } from '@boardforge/contracts/auth.ts';
import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store.ts';
import { readStorage, writeStorage } from './safe-storage.ts';

/** What a staff member may see: the role's menu tree and permission tags (menuenname). */
export type StaffAccess = { roleId: string; menu: MenuEntry[]; tags: string[] };

const storageKey = 'bf.staffAccess';

function readStaffAccess(): StaffAccess | null {
  const raw = readStorage('session', storageKey);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StaffAccess>;
    if (typeof parsed.roleId !== 'string' || !Array.isArray(parsed.menu) || !Array.isArray(parsed.tags)) return null;
    return { roleId: parsed.roleId, menu: parsed.menu, tags: parsed.tags };
  } catch {
    return null;
  }
}

const staffAccessStore = createExternalStore(readStaffAccess);

/** Keeps the staff menu and tags for this tab session. */
export function saveStaffAccess(access: StaffAccess): void {
  writeStorage('session', storageKey, JSON.stringify(access));
  staffAccessStore.refresh();
}

/** Forgets the staff menu and tags (logout, expired session). */
export function clearStaffAccess(): void {
  writeStorage('session', storageKey, null);
  staffAccessStore.refresh();
}

/** The stored staff access, or null before it is loaded. */
export function getStaffAccess(): StaffAccess | null {
  return staffAccessStore.getSnapshot();
}

/** Subscribes a component to the stored staff access. */
export function useStaffAccess(): StaffAccess | null {
  return useSyncExternalStore(staffAccessStore.subscribe, staffAccessStore.getSnapshot);
}

/** The held permission tags, empty before a staff login. */
export function usePermissionTags(): readonly string[] {
  return useStaffAccess()?.tags ?? emptyTags;
}
const emptyTags: readonly string[] = [];
