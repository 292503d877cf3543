import { randomBytes } from 'node:crypto';
import { hasLettersAndDigits, passwordLimits } from '@boardforge/contracts/accounts.ts';
import type {
  CreateStaffUserRequest,
  ResetStaffPasswordRequest,
  SetStaffUserActiveRequest,
  StaffUser,
  StaffUsersAnswer,
  StaffUsersQuery,
  UpdateStaffUserRequest,
} from '@boardforge/contracts/staff-users.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { hashPassword, type ScryptCost } from '../../lib/password.ts';
import { recordAudit } from '../audit/audit.public.ts';
import type { SmsProvider } from '../notifications/providers.ts';
import { readStaffPhone } from '../users/staff-phone.ts';
import {
  administratorRoleId,
  deleteSessionsOfUser,
  findRoleNames,
  hasRole,
  insertStaffUser,
  isPhoneTaken,
  listStaffUserPage,
  lockActiveAdministrators,
  lockStaffUser,
  type StaffUserRecord,
  updateStaffUser,
} from './staff-users.repository.ts';

/** The answer row of a staff user (a row without a staff role cannot exist: the users table's check). */
function toStaffUser(row: StaffUserRecord): StaffUser {
  const roleId = row.roleId;
  if (!roleId) throw new Error(`staff user ${row.id} has no staff role`);
  return {
    userId: row.id,
    phone: row.phone ?? '',
    nickname: row.nickname,
    roleId,
    isActive: row.isActive,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function assertPasswordRules(password: string): void {
  if (!hasLettersAndDigits(password)) {
    throw new FieldAppError('password', 'accounts.passwordWeak', { min: passwordLimits.min, max: passwordLimits.max });
  }
}

/**
 * Creates the staff-users service of the administrator's Staff view: who may log in to the back office, in which
 * role. The last active administrator stays (decided under a lock of the active administrators), nobody changes
 * their own role, and disabling a user or setting their password ends their sessions in the same transaction.
 */
export function createStaffUsersService(dependencies: {
  db: Db;
  now: () => Date;
  passwordCost: ScryptCost;
  sms: Pick<SmsProvider, 'sendStaffInvitation'>;
}) {
  const { db, now, passwordCost, sms } = dependencies;

  // One staffEdit audit row in the action's transaction (the password hash is never recorded).
  async function audit(
    tx: Db,
    actorUserId: string,
    userId: string,
    before: StaffUser | null,
    after: StaffUser & { passwordReset?: true; invitedBy?: CreateStaffUserRequest['method'] },
  ) {
    await recordAudit(tx, {
      actorUserId,
      kind: 'staffEdit',
      object: { type: 'user', id: userId, number: after.phone },
      before,
      after,
      at: now(),
    });
  }

  /** A page of staff users by role, state and keyword (phone or name), counted in SQL. */
  async function listStaffUsers(query: StaffUsersQuery): Promise<StaffUsersAnswer> {
    const { rows, total } = await listStaffUserPage(
      db,
      {
        roleId: query.roleId,
        isActive: query.state === 'all' ? undefined : query.state === 'active',
        keyword: query.keyword || undefined,
      },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    return { rows: rows.map(toStaffUser), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Creates a staff user with a first password; a phone that is no account phone is a 400, a taken one a 409. */
  async function createStaffUser(actorUserId: string, input: CreateStaffUserRequest): Promise<StaffUser> {
    const phone = readStaffPhone(input.phone);
    if (phone === undefined) throw new FieldAppError('phone', 'accounts.invalidAccountPhone');
    const sendInvitation = input.method === 'sms' ? sms.sendStaffInvitation : undefined;
    if (input.method === 'sms' && !sendInvitation) {
      throw new FieldAppError('method', 'staffUsers.invitationUnavailable', {}, '409');
    }
    // An invited member has no password anyone knows (random, never shown) until they set one by a code.
    const password = input.password ?? randomBytes(24).toString('base64url');
    if (input.password !== undefined) assertPasswordRules(input.password);
    const passwordHash = await hashPassword(password, passwordCost);
    if (sendInvitation) {
      // The text goes before the account is written (the outbox provider writes through the database, which a
      // transaction on the embedded database would hold): a provider that fails leaves no account behind (503).
      const role = await findRoleNames(db, input.roleId);
      if (!role) throw new FieldAppError('roleId', 'staffUsers.unknownRole', { roleId: input.roleId });
      if (await isPhoneTaken(db, phone)) throw new FieldAppError('phone', 'staffUsers.phoneTaken', { phone }, '409');
      try {
        await sendInvitation(phone, role);
      } catch (error) {
        throw new AppError('503', 'staffUsers.invitationFailed', {}, { cause: error });
      }
    }
    return db.transaction(async (tx) => {
      await assertRoleExists(tx, input.roleId);
      const created = await insertStaffUser(tx, {
        phone,
        nickname: input.nickname,
        roleId: input.roleId,
        passwordHash,
        createdAt: now(),
      });
      if (!created) throw new FieldAppError('phone', 'staffUsers.phoneTaken', { phone }, '409');
      const user = toStaffUser(created);
      await audit(tx, actorUserId, user.userId, null, { ...user, invitedBy: input.method });
      return user;
    });
  }

  /** Renames a staff user or gives them another role: never one's own role, never the last administrator's. */
  async function updateStaffUserProfile(actorUserId: string, input: UpdateStaffUserRequest): Promise<StaffUser> {
    return db.transaction(async (tx) => {
      const administrators = await lockActiveAdministrators(tx);
      const user = await lockStaffUser(tx, input.userId);
      if (!user) throw new AppError('404', 'staffUsers.notFound');
      if (user.roleId !== input.roleId) {
        await assertRoleExists(tx, input.roleId);
        if (user.id === actorUserId) throw new FieldAppError('roleId', 'staffUsers.ownRole', {}, '409');
        if (isLastAdministrator(user, administrators)) {
          throw new FieldAppError('roleId', 'staffUsers.lastAdministrator', {}, '409');
        }
      }
      // A role changed ends the user's sessions by itself (sessions.service compares the role at login).
      const updated = toStaffUser(
        await updateStaffUser(tx, user.id, { nickname: input.nickname, roleId: input.roleId }),
      );
      await audit(tx, actorUserId, user.id, toStaffUser(user), updated);
      return updated;
    });
  }

  /** Disables (their sessions end at once) or enables a staff user; the last active administrator stays active. */
  async function setStaffUserActive(actorUserId: string, input: SetStaffUserActiveRequest): Promise<StaffUser> {
    return db.transaction(async (tx) => {
      const administrators = await lockActiveAdministrators(tx);
      const user = await lockStaffUser(tx, input.userId);
      if (!user) throw new AppError('404', 'staffUsers.notFound');
      if (!input.isActive && isLastAdministrator(user, administrators)) {
        throw new FieldAppError('isActive', 'staffUsers.lastAdministrator', {}, '409');
      }
      const updated = toStaffUser(await updateStaffUser(tx, user.id, { isActive: input.isActive }));
      if (!input.isActive) await deleteSessionsOfUser(tx, user.id);
      await audit(tx, actorUserId, user.id, toStaffUser(user), updated);
      return updated;
    });
  }

  /** Sets a new first password (meeting the password rules); the user's sessions and any login lock end. */
  async function resetStaffPassword(actorUserId: string, input: ResetStaffPasswordRequest): Promise<StaffUser> {
    assertPasswordRules(input.password);
    const passwordHash = await hashPassword(input.password, passwordCost);
    return db.transaction(async (tx) => {
      const user = await lockStaffUser(tx, input.userId);
      if (!user) throw new AppError('404', 'staffUsers.notFound');
      const updated = toStaffUser(
        await updateStaffUser(tx, user.id, { passwordHash, failedLoginCount: 0, lockedUntil: null }),
      );
      await deleteSessionsOfUser(tx, user.id);
      // The row's fields do not change; `passwordReset` says what happened without recording the password.
      await audit(tx, actorUserId, user.id, toStaffUser(user), { ...updated, passwordReset: true });
      return updated;
    });
  }

  return { listStaffUsers, createStaffUser, updateStaffUserProfile, setStaffUserActive, resetStaffPassword };
}

/** A role given to a staff user must exist (a seeded one or one created on System › Roles); 400 naming roleId. */
async function assertRoleExists(tx: Db, roleId: string): Promise<void> {
  if (!(await hasRole(tx, roleId))) throw new FieldAppError('roleId', 'staffUsers.unknownRole', { roleId });
}

/** True when the user is the only active administrator left (the ids locked by lockActiveAdministrators). */
function isLastAdministrator(user: StaffUserRecord, activeAdministrators: readonly string[]): boolean {
  return (
    user.roleId === administratorRoleId &&
    user.isActive &&
    activeAdministrators.length <= 1 &&
    activeAdministrators.includes(user.id)
  );
}

export type StaffUsersService = ReturnType<typeof createStaffUsersService>;
