import { randomBytes } from 'node:crypto';
import { hasLettersAndDigits, passwordLimits } from '@boardforge/contracts/accounts.ts';
import { hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import type {
  CreateStaffUserRequest,
  ResetStaffPasswordRequest,
  SetStaffUserActiveRequest,
  StaffRoleOption,
  StaffUser,
  StaffUsersAnswer,
  StaffUsersQuery,
  UpdateStaffUserRequest,
} from '@boardforge/contracts/staff-users.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { hashPassword, type ScryptCost } from '../../lib/password.ts';
import { recordAudit } from '../audit/audit.public.ts';
import { listTagsOfRole } from '../menus/menus.public.ts';
import type { SmsProvider } from '../notifications/providers.ts';
import { endSessionsOfUser } from '../sessions/sessions.public.ts';
import { readStaffPhone } from '../users/staff-phone.ts';
import {
  administratorRoleId,
  findRoleBeyondTags,
  hasRole,
  insertStaffUser,
  isPhoneTaken,
  listRolesBeyondTags,
  listStaffUserPage,
  lockActiveAdministrators,
  lockStaffUser,
  type StaffUserRecord,
  updateStaffUser,
} from './staff-users.repository.ts';

/** Who acts on System › Staff: the user and the role of their session (whose pages and tags bound what they give). */
export type StaffManager = { userId: string; role: string };

/** What a staff manager holds: their role's entries, or everything (role 1's `*:*:*`). */
type Grantor = { tags: string[]; holdsEverything: boolean };

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

/** The pages and tags the manager's role holds now (read at each call: a role edited meanwhile counts). */
async function readGrantor(db: Db, manager: StaffManager): Promise<Grantor> {
  const tags = await listTagsOfRole(db, manager.role);
  // Holding one of the tags that grant everything (no required tag needed) holds every entry.
  return { tags, holdsEverything: hasAnyPermission(tags, []) };
}

/** The first entry a role holds beyond the grantor's, null when the grantor holds all of them. */
function tagBeyondGrantor(grantor: Grantor, role: { tagBeyond: string | null }): string | null {
  return grantor.holdsEverything ? null : role.tagBeyond;
}

/**
 * The names of a role the manager may give (nobody grants what they lack): a role holding a page or tag the
 * manager's role lacks is a 403 naming the role and the entry; an unknown role a 400 naming roleId.
 */
async function assertAssignable(db: Db, grantor: Grantor, roleId: string): Promise<{ zh: string; en: string }> {
  const role = await findRoleBeyondTags(db, roleId, grantor.tags);
  if (!role) throw new FieldAppError('roleId', 'staffUsers.unknownRole', { roleId });
  const tag = tagBeyondGrantor(grantor, role);
  if (tag !== null) {
    const names = { en: role.nameEn, 'zh-CN': role.name };
    throw new AppError(
      '403',
      'staffUsers.roleBeyondOwn',
      { role: names, roleId, tag },
      { reason: 'access.roleBeyondOwn' },
    );
  }
  return { zh: role.name, en: role.nameEn };
}

/**
 * A staff user the manager may edit, disable, enable or give a password: one whose current role holds nothing beyond
 * the manager's (else a staff manager could lock out, or take over by a new password, an administrator); 403.
 */
async function assertManageable(db: Db, grantor: Grantor, user: StaffUserRecord): Promise<void> {
  if (grantor.holdsEverything || !user.roleId) return;
  const role = await findRoleBeyondTags(db, user.roleId, grantor.tags);
  const tag = role ? tagBeyondGrantor(grantor, role) : null;
  if (role && tag !== null) {
    const names = { en: role.nameEn, 'zh-CN': role.name };
    throw new AppError(
      '403',
      'staffUsers.userRoleBeyondOwn',
      { role: names, roleId: role.id, tag },
      { reason: 'access.roleBeyondOwn' },
    );
  }
}

function assertPasswordRules(password: string): void {
  if (!hasLettersAndDigits(password)) {
    throw new FieldAppError('password', 'accounts.passwordWeak', { min: passwordLimits.min, max: passwordLimits.max });
  }
}

/**
 * Creates the staff-users service of the administrator's Staff view: who may log in to the back office, in which
 * role. The last active administrator stays (decided under a lock of the active administrators), nobody changes
 * their own role, a manager gives and manages only roles within their own (issue 33), and a new role, disabling a
 * user or setting their password ends their sessions in the same transaction.
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
    actor: StaffManager,
    userId: string,
    before: StaffUser | null,
    after: StaffUser & { passwordReset?: true; invitedBy?: CreateStaffUserRequest['method'] },
  ) {
    await recordAudit(tx, {
      actorUserId: actor.userId,
      actorRole: actor.role,
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

  /** Every role with whether the manager may give it (the staff form offers those). */
  async function listRoleOptions(manager: StaffManager): Promise<StaffRoleOption[]> {
    const grantor = await readGrantor(db, manager);
    return (await listRolesBeyondTags(db, grantor.tags)).map((role) => ({
      id: role.id,
      name: role.name,
      nameEn: role.nameEn,
      isAssignable: tagBeyondGrantor(grantor, role) === null,
    }));
  }

  /**
   * Creates a staff user with a first password or an invitation; a phone that is no account phone is a 400, a taken
   * one a 409, a role beyond the manager's own a 403 (before any text is sent).
   */
  async function createStaffUser(manager: StaffManager, input: CreateStaffUserRequest): Promise<StaffUser> {
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
      const role = await assertAssignable(db, await readGrantor(db, manager), input.roleId);
      if (await isPhoneTaken(db, phone)) throw new FieldAppError('phone', 'staffUsers.phoneTaken', { phone }, '409');
      try {
        await sendInvitation(phone, role);
      } catch (error) {
        throw new AppError('503', 'staffUsers.invitationFailed', {}, { cause: error });
      }
    }
    return db.transaction(async (tx) => {
      await assertRoleExists(tx, input.roleId);
      await assertAssignable(tx, await readGrantor(tx, manager), input.roleId);
      const created = await insertStaffUser(tx, {
        phone,
        nickname: input.nickname,
        roleId: input.roleId,
        passwordHash,
        createdAt: now(),
      });
      if (!created) throw new FieldAppError('phone', 'staffUsers.phoneTaken', { phone }, '409');
      const user = toStaffUser(created);
      await audit(tx, manager, user.userId, null, { ...user, invitedBy: input.method });
      return user;
    });
  }

  /**
   * Renames a staff user or gives them another role: never one's own role, never the last administrator's, never a
   * role (nor a user of a role) beyond the manager's own. A new role ends the user's sessions.
   */
  async function updateStaffUserProfile(manager: StaffManager, input: UpdateStaffUserRequest): Promise<StaffUser> {
    return db.transaction(async (tx) => {
      const administrators = await lockActiveAdministrators(tx);
      const user = await lockStaffUser(tx, input.userId);
      if (!user) throw new AppError('404', 'staffUsers.notFound');
      const grantor = await readGrantor(tx, manager);
      await assertManageable(tx, grantor, user);
      const isRoleChanged = user.roleId !== input.roleId;
      if (isRoleChanged) {
        await assertRoleExists(tx, input.roleId);
        if (user.id === manager.userId) throw new FieldAppError('roleId', 'staffUsers.ownRole', {}, '409');
        await assertAssignable(tx, grantor, input.roleId);
        if (isLastAdministrator(user, administrators)) {
          throw new FieldAppError('roleId', 'staffUsers.lastAdministrator', {}, '409');
        }
      }
      const updated = toStaffUser(
        await updateStaffUser(tx, user.id, { nickname: input.nickname, roleId: input.roleId }),
      );
      // Comparing the role at each request is not enough: 12 → 14 → 12 would bring an old session back (issue 33).
      if (isRoleChanged) await endSessionsOfUser(tx, user.id);
      await audit(tx, manager, user.id, toStaffUser(user), updated);
      return updated;
    });
  }

  /** Disables (their sessions end at once) or enables a staff user; the last active administrator stays active. */
  async function setStaffUserActive(manager: StaffManager, input: SetStaffUserActiveRequest): Promise<StaffUser> {
    return db.transaction(async (tx) => {
      const administrators = await lockActiveAdministrators(tx);
      const user = await lockStaffUser(tx, input.userId);
      if (!user) throw new AppError('404', 'staffUsers.notFound');
      await assertManageable(tx, await readGrantor(tx, manager), user);
      if (!input.isActive && isLastAdministrator(user, administrators)) {
        throw new FieldAppError('isActive', 'staffUsers.lastAdministrator', {}, '409');
      }
      const updated = toStaffUser(await updateStaffUser(tx, user.id, { isActive: input.isActive }));
      if (!input.isActive) await endSessionsOfUser(tx, user.id);
      await audit(tx, manager, user.id, toStaffUser(user), updated);
      return updated;
    });
  }

  /** Sets a new first password (meeting the password rules); the user's sessions and any login lock end. */
  async function resetStaffPassword(manager: StaffManager, input: ResetStaffPasswordRequest): Promise<StaffUser> {
    assertPasswordRules(input.password);
    const passwordHash = await hashPassword(input.password, passwordCost);
    return db.transaction(async (tx) => {
      const user = await lockStaffUser(tx, input.userId);
      if (!user) throw new AppError('404', 'staffUsers.notFound');
      await assertManageable(tx, await readGrantor(tx, manager), user);
      const updated = toStaffUser(
        await updateStaffUser(tx, user.id, { passwordHash, failedLoginCount: 0, lockedUntil: null }),
      );
      await endSessionsOfUser(tx, user.id);
      // The row's fields do not change; `passwordReset` says what happened without recording the password.
      await audit(tx, manager, user.id, toStaffUser(user), { ...updated, passwordReset: true });
      return updated;
    });
  }

  return {
    listStaffUsers,
    listRoleOptions,
    createStaffUser,
    updateStaffUserProfile,
    setStaffUserActive,
    resetStaffPassword,
  };
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
