import { type UserInfo, userInfoSchema } from '@boardforge/contracts/auth.ts';
import { useSyncExternalStore } from 'react';
import { readCookie, removeCookie } from './cookies.ts';
import { createExternalStore } from './external-store.ts';
import { clearStaffAccess } from './staff-access-store.ts';

export type Session = {
  /** True when the `userInfo` cookie exists (docs/product.md §4). */
  isLoggedIn: boolean;
  userInfo: UserInfo | null;
  role: string | null;
  isClient: boolean;
  isStaff: boolean;
};

/** Parses the URI-decoded userInfo cookie; a malformed cookie yields null but still counts as logged in. */
function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads the session from the readable cookies the server sets. */
export function readSession(): Session {
  const rawUserInfo = readCookie('userInfo');
  const role = readCookie('role');
  const isLoggedIn = rawUserInfo !== null && rawUserInfo !== '';
  return {
    isLoggedIn,
    userInfo: parseUserInfo(rawUserInfo),
    role,
    isClient: isLoggedIn && role === 'client',
    // Any role but the customers' is a staff role: the seeded ones and those created on System › Roles.
    isStaff: isLoggedIn && role !== null && role !== '' && role !== 'client',
  };
}

const sessionStore = createExternalStore(readSession);

/** Re-reads the cookies after a login, logout or expiry so every subscriber re-renders. */
export function refreshSession(): void {
  sessionStore.refresh();
}

/** The current session, current outside React too. */
export function getSession(): Session {
  return sessionStore.getSnapshot();
}

/** Forgets the session on this side: readable cookies, staff menu and tags. */
export function clearSession(): void {
  removeCookie('userInfo');
  removeCookie('role');
  clearStaffAccess();
  sessionStore.refresh();
}

/** Subscribes a component to the session. */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}
