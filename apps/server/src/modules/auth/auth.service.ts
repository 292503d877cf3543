import type { LoginRequest } from '@boardforge/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { SessionsService, StartedSession } from '../sessions/sessions.service.ts';
import { normalizePhoneNumber } from '../users/phone-number.ts';
import { clearFailedLogins, findUserByPhone, recordFailedLogin } from '../users/users.repository.ts';

/** Failed-login policy: 5 failures within 15 minutes lock the account for 15 minutes. */
export const loginLockPolicy = { windowMs: 15 * 60 * 1000, maxFailures: 5, lockMs: 15 * 60 * 1000 } as const;

/** Creates the login service (password login of staff and customers); SMS login will sit beside it. */
export function createAuthService(dependencies: { db: Db; sessions: SessionsService; now: () => Date }) {
  const { db, sessions, now } = dependencies;

  /**
   * Logs in with phone and password. Unknown phone and wrong password get the same 400; a locked
   * account 429; the wrong portal (customer on `manage`, staff on `client`) 403 after the password
   * matched, so the portal check reveals nothing to someone without the password.
   */
  async function loginWithPassword(input: LoginRequest, previousToken: string | undefined): Promise<StartedSession> {
    const user = await findUserByPhone(db, normalizePhoneNumber(input.username));
    if (!user) {
      await hashPassword(input.password); // same work as a real check, so timing does not tell
      throw new AppError('400', 'auth.badCredentials');
    }
    const at = now();
    if (user.lockedUntil && user.lockedUntil.getTime() > at.getTime()) {
      throw new AppError('429', 'auth.accountLocked', { minutes: minutesUntil(user.lockedUntil, at) });
    }
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      const lockedUntil = await recordFailedLogin(db, user.id, at, loginLockPolicy);
      if (lockedUntil) throw new AppError('429', 'auth.accountLocked', { minutes: minutesUntil(lockedUntil, at) });
      throw new AppError('400', 'auth.badCredentials');
    }
    if (user.failedLoginCount > 0 || user.lockedUntil) await clearFailedLogins(db, user.id);
    if (input.loginType === 'manage' && user.kind !== 'staff') throw new AppError('403', 'auth.clientNotStaff');
    if (input.loginType === 'client' && user.kind !== 'client') throw new AppError('403', 'auth.staffUseManageLogin');
    return sessions.startSession(user, { rememberMe: input.rememberMe, previousToken });
  }

  return { loginWithPassword };
}

function minutesUntil(until: Date, at: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000));
}
