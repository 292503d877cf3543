import {
  type ChangePasswordRequest,
  type ClientLandQuery,
  type EmailLandRequest,
  isEmailAddress,
  isQqNumber,
  legalDocumentsVersion,
  normalizeEmail,
  type RegisterByEmailRequest,
  type RegisterRequest,
  type ResetPasswordByEmailRequest,
  type ResetPasswordRequest,
} from '@boardforge/contracts/accounts.ts';
import { isAccountPhone, normalizeAccountPhone } from '@boardforge/contracts/phone-numbers.ts';
import { registrationPoints } from '@boardforge/contracts/points.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { hashPassword, type ScryptCost } from '../../lib/password.ts';
import { checkPasswordWithinLock } from '../auth/auth.service.ts';
import type { MailProvider } from '../notifications/providers.ts';
import { addPointsEntry } from '../points/points.public.ts';
import { findProfile } from '../profile/profile.repository.ts';
import { endSessionsOfUser } from '../sessions/sessions.public.ts';
import type { CurrentSession, SessionsService, StartedSession } from '../sessions/sessions.service.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  type NewUser,
  type UserRow,
} from '../users/users.repository.ts';
import type { VerificationCodesService } from '../verification-codes/verification-codes.service.ts';
import { isUniqueViolation, updatePasswordHash } from './accounts.repository.ts';
import { assertNewPassword } from './password-rules.ts';

/** Creates the accounts service: registration, SMS login, password reset and change. */
export function createAccountsService(dependencies: {
  db: Db;
  now: () => Date;
  sessions: SessionsService;
  verificationCodes: VerificationCodesService;
  mail: MailProvider;
  /** The cost of new password hashes (PASSWORD_HASH_COST). */
  passwordCost: ScryptCost;
  log?: FastifyBaseLogger;
}) {
  const { db, now, sessions, verificationCodes, passwordCost } = dependencies;

  /**
   * Registers a customer with a register code: checks the fields (400 naming each), a taken phone
   * (409) and the code (400 `code`), then creates the user with 50 points (a ledger row) and logs in.
   */
  async function register(input: RegisterRequest, previousToken: string | undefined): Promise<StartedSession> {
    const phone = readPhone(input.phone, 'phone');
    assertNewPassword(input);
    assertConsent(input);
    if (input.qq !== undefined && !isQqNumber(input.qq)) throw new FieldAppError('qq', 'accounts.qqInvalid');
    if (await findUserByPhone(db, phone)) throw new AppError('409', 'accounts.phoneTaken');
    if (!(await verificationCodes.consumeCode({ phone, purpose: 'register', code: input.code }))) {
      throw new FieldAppError('code', 'accounts.codeInvalid');
    }
    const passwordHash = await hashPassword(input.password, passwordCost);
    const user = await createCustomer(
      { phone, passwordHash, nickname: maskPhone(phone), qq: input.qq ?? null, kind: 'client', ...recordConsent() },
      'accounts.phoneTaken',
    );
    return sessions.startSession(user, { rememberMe: input.rememberMe, previousToken });
  }

  /**
   * Registers a customer with an e-mail register code: checks the fields (400 naming each), a taken
   * address (409) and the code (400 `code`), then creates the user with 50 points and logs in.
   */
  async function registerByEmail(
    input: RegisterByEmailRequest,
    previousToken: string | undefined,
  ): Promise<StartedSession> {
    const email = readEmail(input.email);
    assertNewPassword(input);
    assertConsent(input);
    if (await findUserByEmail(db, email)) throw new AppError('409', 'accounts.emailTaken');
    if (!(await verificationCodes.consumeCode({ email, purpose: 'register', code: input.code }))) {
      throw new FieldAppError('code', 'accounts.codeInvalid');
    }
    const passwordHash = await hashPassword(input.password, passwordCost);
    const user = await createCustomer(
      { email, passwordHash, nickname: maskEmail(email), kind: 'client', ...recordConsent() },
      'accounts.emailTaken',
    );
    return sessions.startSession(user, { rememberMe: input.rememberMe, previousToken });
  }

  /** The consent columns of a new customer: the documents' version agreed to, and when. */
  function recordConsent(): Pick<NewUser, 'termsVersion' | 'termsAcceptedAt'> {
    return { termsVersion: legalDocumentsVersion, termsAcceptedAt: now() };
  }

  /** Inserts a customer with the registration points (a ledger row); a unique clash is a 409 `takenKey`. */
  async function createCustomer(
    row: NewUser,
    takenKey: 'accounts.phoneTaken' | 'accounts.emailTaken',
  ): Promise<UserRow> {
    return db
      .transaction(async (tx) => {
        const created = await insertUser(tx, row);
        const balance = await addPointsEntry(tx, {
          userId: created.id,
          change: registrationPoints,
          reason: 'register',
          at: now(),
        });
        return { ...created, score: balance ?? created.score };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('409', takenKey, {}, { cause: error });
        throw error;
      });
  }

  /** Logs a customer in with an e-mail login code; an unknown address gets the same 400 as a wrong code. */
  async function loginWithEmailCode(
    input: EmailLandRequest,
    previousToken: string | undefined,
  ): Promise<StartedSession> {
    const email = readEmail(input.email);
    const isCodeRight = await verificationCodes.consumeCode({ email, purpose: 'login', code: input.code });
    const user = isCodeRight ? await findUserByEmail(db, email) : undefined;
    if (!user) throw new FieldAppError('code', 'accounts.codeInvalid');
    if (user.kind !== 'client') throw new AppError('403', 'auth.staffUseManageLogin');
    return sessions.startSession(user, { rememberMe: input.rememberMe, previousToken });
  }

  /** Logs a customer in with a login code; an unknown phone gets the same 400 as a wrong code. */
  async function loginWithCode(input: ClientLandQuery, previousToken: string | undefined): Promise<StartedSession> {
    const phone = readPhone(input.mobile, 'mobile');
    const isCodeRight = await verificationCodes.consumeCode({ phone, purpose: 'login', code: input.code });
    const user = isCodeRight ? await findUserByPhone(db, phone) : undefined;
    if (!user) throw new FieldAppError('code', 'accounts.codeInvalid');
    if (user.kind !== 'client') throw new AppError('403', 'auth.staffUseManageLogin');
    return sessions.startSession(user, { rememberMe: input.rememberMe, previousToken });
  }

  /** Sets a new password with a reset SMS code and ends every session of the user; unknown phone as wrong code. */
  async function resetPassword(input: ResetPasswordRequest): Promise<void> {
    const phone = readPhone(input.phone, 'phone');
    assertNewPassword(input);
    const isCodeRight = await verificationCodes.consumeCode({ phone, purpose: 'reset', code: input.code });
    const user = isCodeRight ? await findUserByPhone(db, phone) : undefined;
    await replaceForgottenPassword(user, input.password);
  }

  /**
   * Sets a new password with a reset code mailed to the account's sign-in address and ends every session of the
   * user; an unknown address gets the same 400 as a wrong code (it was never sent one: the code request answered
   * as for a known address but mailed nothing).
   */
  async function resetPasswordByEmail(input: ResetPasswordByEmailRequest): Promise<void> {
    const email = readEmail(input.email);
    assertNewPassword(input);
    const isCodeRight = await verificationCodes.consumeCode({ email, purpose: 'reset', code: input.code });
    const user = isCodeRight ? await findUserByEmail(db, email) : undefined;
    await replaceForgottenPassword(user, input.password);
  }

  /** Stores the new password of a user whose reset code matched (none: 400 `code`), ends its sessions, tells it. */
  async function replaceForgottenPassword(user: UserRow | undefined, password: string): Promise<void> {
    if (!user) throw new FieldAppError('code', 'accounts.codeInvalid');
    const passwordHash = await hashPassword(password, passwordCost);
    await db.transaction(async (tx) => {
      await updatePasswordHash(tx, user.id, passwordHash);
      await endSessionsOfUser(tx, user.id);
    });
    await notifyPasswordChanged(user.id);
  }

  /**
   * Changes the caller's password: the old one must match (a wrong one counts toward the login
   * lock), every other session ends and the current one is replaced by a new id.
   */
  async function changePassword(session: CurrentSession, input: ChangePasswordRequest): Promise<StartedSession> {
    assertNewPassword(input);
    const user = await findUserById(db, session.userId);
    if (!user) throw new AppError('401', 'errors.unauthorized');
    if (!(await checkPasswordWithinLock(db, user, input.oldPassword, now()))) {
      throw new FieldAppError('oldPassword', 'accounts.oldPasswordWrong');
    }
    if (input.oldPassword === input.password) throw new FieldAppError('password', 'accounts.passwordUnchanged');
    const passwordHash = await hashPassword(input.password, passwordCost);
    await db.transaction(async (tx) => {
      await updatePasswordHash(tx, user.id, passwordHash);
      await endSessionsOfUser(tx, user.id);
    });
    // The new session carries the session version the change raised (a session of the row read above would be refused).
    const changed = await findUserById(db, user.id);
    if (!changed) throw new AppError('401', 'errors.unauthorized');
    const started = await sessions.startSession(changed, { rememberMe: session.rememberMe });
    await notifyPasswordChanged(user.id);
    return started;
  }

  /** Mails the user (at the profile e-mail, else the sign-in address) that the password changed; a failure is only logged. */
  async function notifyPasswordChanged(userId: string): Promise<void> {
    const profile = await findProfile(db, userId);
    const to = profile?.email || profile?.user.email;
    if (!profile || !to) return;
    const account = profile.user.phone ? maskPhone(profile.user.phone) : maskEmail(profile.user.email ?? to);
    try {
      await dependencies.mail.send({
        to,
        subject: '板工坊：您的密码已修改 / BoardForge: your password was changed',
        text:
          `您的板工坊账号（${account}）的密码刚刚被修改，所有其他设备已退出登录。如非本人操作，请立即在登录页点击“忘记密码”重置密码。\n\n` +
          `The password of your BoardForge account (${account}) was just changed and every other device was logged out. ` +
          'If this was not you, reset your password at once with "Forgot password?" on the login page.',
      });
    } catch (error) {
      dependencies.log?.warn({ err: error, userId }, 'password-change notice not delivered');
    }
  }

  return {
    register,
    registerByEmail,
    loginWithCode,
    loginWithEmailCode,
    resetPassword,
    resetPasswordByEmail,
    changePassword,
  };
}

/** The accounts service's interface. */
export type AccountsService = ReturnType<typeof createAccountsService>;

/** An account phone as stored (a mainland mobile as 11 digits, any other in E.164), or a 400 naming the field. */
function readPhone(input: string, field: string): string {
  const phone = normalizeAccountPhone(input);
  if (!isAccountPhone(phone)) throw new FieldAppError(field, 'accounts.invalidAccountPhone');
  return phone;
}

/** Refuses a registration without the terms and privacy policy accepted (400 naming `acceptTerms`). */
function assertConsent(input: { acceptTerms: boolean }): void {
  if (!input.acceptTerms) throw new FieldAppError('acceptTerms', 'accounts.consentRequired');
}

/** A normalised e-mail address, or a 400 naming the `email` field. */
function readEmail(input: string): string {
  const email = normalizeEmail(input);
  if (!isEmailAddress(email)) throw new FieldAppError('email', 'accounts.invalidEmail');
  return email;
}

/** The default nickname of an e-mail customer: the address with most of its name hidden (jo***@example.com). */
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`.slice(0, 60);
}

/** The default nickname: the phone with its middle digits hidden (138****8000, +44****3456). */
function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
