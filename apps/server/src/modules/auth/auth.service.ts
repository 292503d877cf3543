import { normalizeEmail } from '@boardforge/contracts/accounts.ts';
import type { LoginRequest } from '@boardforge/contracts/auth.ts';
import { normalizeAccountPhone } from '@boardforge/contracts/phone-numbers.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, type ScryptCost, verifyPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/audit.public.ts';
import type { SessionsService, StartedSession } from '../sessions/sessions.service.ts';
import {
  abandonLoginCheck,
  findUserByEmail,
  findUserByPhone,
  finishLoginCheckRight,
  finishLoginCheckWrong,
  reserveLoginCheck,
  type UserRow,
} from '../users/users.repository.ts';

/** Failed-login policy: 5 failures within 15 minutes lock the account for 15 minutes. */
export const loginLockPolicy = { windowMs: 15 * 60 * 1000, maxFailures: 5, lockMs: 15 * 60 * 1000 } as const;

/** Creates the login service (password login of staff and customers); SMS login will sit beside it. */
export function createAuthService(dependencies: {
  db: Db;
  sessions: SessionsService;
  now: () => Date;
  /** The cost of new hashes (here only the decoy hash for an unknown phone or address). */
  passwordCost: ScryptCost;
}) {
  const { db, sessions, now, passwordCost } = dependencies;

  /**
   * Logs in with phone (or e-mail address) and password. Unknown phone or address and wrong password get the same 400; a locked
   * account 429, as does a burst's excess of checks (`auth.tooManyAtOnce`); the wrong portal (customer on `manage`, staff on `client`) 403 after the password
   * matched, so the portal check reveals nothing to someone without the password.
   */
  async function loginWithPassword(input: LoginRequest, previousToken: string | undefined): Promise<StartedSession> {
    // A customer may give the e-mail address instead of the phone (staff have no e-mail login); a phone is looked
    // up in its stored form (a mainland mobile as 11 digits, any other in E.164).
    const user = input.username.includes('@')
      ? await findUserByEmail(db, normalizeEmail(input.username))
      : await findUserByPhone(db, normalizeAccountPhone(input.username));
    if (!user) {
      await hashPassword(input.password, passwordCost); // same work as a real check, so timing does not tell
      throw new AppError('400', 'auth.badCredentials');
    }
    if (!(await checkPasswordWithinLock(db, user, input.password, now()))) {
      throw new AppError('400', 'auth.badCredentials');
    }
    if (input.loginType === 'manage' && user.kind !== 'staff') throw new AppError('403', 'auth.clientNotStaff');
    if (input.loginType === 'client' && user.kind !== 'client') throw new AppError('403', 'auth.staffUseManageLogin');
    const started = await sessions.startSession(user, { rememberMe: input.rememberMe, previousToken });
    // A staff login is a staff action; a customer's is not.
    if (user.kind === 'staff') {
      await recordAudit(db, {
        actorUserId: user.id,
        actorRole: started.session.role,
        kind: 'login',
        object: { type: 'user', id: user.id, number: user.phone ?? '' },
        at: now(),
      });
    }
    return started;
  }

  return { loginWithPassword };
}

/**
 * Compares a password with the user's hash under the lock policy: a check takes its slot in the database before
 * the hash runs, so however many requests arrive at once (on any instance), wrong passwords plus checks running
 * never pass `maxFailures` in a window. True for the right password (the failures are forgotten); false for a
 * wrong one; 429 `auth.accountLocked` when locked, also when this wrong password was the window's last; 429
 * `auth.tooManyAtOnce` when the free slots are taken by checks still running (the excess of a burst: nothing is
 * counted against the account, and a try a moment later is checked).
 */
export async function checkPasswordWithinLock(db: Db, user: UserRow, password: string, at: Date): Promise<boolean> {
  const slot = await reserveLoginCheck(db, user.id, at, loginLockPolicy);
  if (!slot.isAllowed) {
    if (slot.lockedUntil) {
      throw new AppError('429', 'auth.accountLocked', { minutes: minutesUntil(slot.lockedUntil, at) });
    }
    throw new AppError('429', 'auth.tooManyAtOnce');
  }
  let isRight: boolean;
  try {
    isRight = await verifyPassword(password, user.passwordHash);
  } catch (error) {
    await abandonLoginCheck(db, user.id);
    throw error;
  }
  if (isRight) {
    await finishLoginCheckRight(db, user.id);
    return true;
  }
  const lockedUntil = await finishLoginCheckWrong(db, user.id, at, loginLockPolicy);
  if (lockedUntil) throw new AppError('429', 'auth.accountLocked', { minutes: minutesUntil(lockedUntil, at) });
  return false;
}

function minutesUntil(until: Date, at: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000));
}
