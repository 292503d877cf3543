import { z } from 'zod/mini';
import { passwordLimits, phoneField } from './accounts.ts';
import { pageSchema, pagingSchema } from './envelope.ts';
import { roleIdField } from './roles-menus.ts';
import { singleLineText, storableText } from './text.ts';

/**
 * Staff users (员工) on the administrator's System › Staff view: list, create, rename or move to another role,
 * disable or enable, and set a new first password. Every route takes `staff:manage`.
 */

/** Limits of the staff-user forms; the web form uses the same. */
export const staffUserLimits = { nickname: 30, keyword: 64 } as const;

const nicknameField = singleLineText().check(z.trim(), z.minLength(1), z.maxLength(staffUserLimits.nickname));
/** A first password: the account password rules (length here; letters and digits checked by the server). */
const firstPasswordField = storableText().check(z.minLength(passwordLimits.min), z.maxLength(passwordLimits.max));

/** Which staff users a list shows by their state. */
export const staffUserStates = ['all', 'active', 'disabled'] as const;

/** GET /api/erp/staff-users/list: paging, a role, the state and a keyword (phone or name). */
export const staffUsersQuerySchema = z.extend(pagingSchema, {
  roleId: z.optional(roleIdField),
  state: z._default(z.enum(staffUserStates), 'all'),
  keyword: z.optional(singleLineText().check(z.trim(), z.maxLength(staffUserLimits.keyword))),
});
export type StaffUsersQuery = z.infer<typeof staffUsersQuerySchema>;

/** One staff user as the list shows them; `lastLoginAt` is null when they never logged in since it was recorded. */
export const staffUserSchema = z.object({
  userId: z.string(),
  phone: z.string(),
  nickname: z.string(),
  /** A seeded staff role or one created on System › Roles. */
  roleId: z.string(),
  isActive: z.boolean(),
  lastLoginAt: z.nullable(z.iso.datetime({ offset: true })),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUsersAnswerSchema = pageSchema(staffUserSchema);
export type StaffUsersAnswer = z.infer<typeof staffUsersAnswerSchema>;

/** How a new staff member gets in: a first password the administrator passes on, or an invitation by text message. */
export const staffInvitationMethods = ['password', 'sms'] as const;

/**
 * POST /api/erp/staff-users/create: a phone (an account phone), a name, a role, and either a first password or
 * `method: 'sms'` — an invitation to the phone, after which the member sets their password with "Forgot password".
 */
export const createStaffUserRequestSchema = z
  .object({
    phone: phoneField,
    nickname: nicknameField,
    roleId: roleIdField,
    method: z._default(z.enum(staffInvitationMethods), 'password'),
    password: z.optional(firstPasswordField),
  })
  .check(
    z.superRefine((input, context) => {
      if (input.method === 'password' && input.password === undefined) {
        context.addIssue({ code: 'custom', path: ['password'], message: 'a first password is required' });
      }
      if (input.method === 'sms' && input.password !== undefined) {
        context.addIssue({ code: 'custom', path: ['password'], message: 'an SMS invitation takes no password' });
      }
    }),
  );
export type CreateStaffUserRequest = z.infer<typeof createStaffUserRequestSchema>;

/** POST /api/erp/staff-users/update: a new name and role (nobody changes their own role). */
export const updateStaffUserRequestSchema = z.object({
  userId: z.uuid(),
  nickname: nicknameField,
  roleId: roleIdField,
});
export type UpdateStaffUserRequest = z.infer<typeof updateStaffUserRequestSchema>;

/** POST /api/erp/staff-users/set-active: disable (their sessions end) or enable a staff user. */
export const setStaffUserActiveRequestSchema = z.object({ userId: z.uuid(), isActive: z.boolean() });
export type SetStaffUserActiveRequest = z.infer<typeof setStaffUserActiveRequestSchema>;

/** POST /api/erp/staff-users/reset-password: the administrator sets a new first password (their sessions end). */
export const resetStaffPasswordRequestSchema = z.object({ userId: z.uuid(), password: firstPasswordField });
export type ResetStaffPasswordRequest = z.infer<typeof resetStaffPasswordRequestSchema>;

/**
 * GET /api/erp/staff-users/roles: every role (by id) with its names and whether the caller may give it — a staff
 * manager gives only roles whose pages and tags their own role holds too (the form offers those; the server decides).
 */
export const staffRoleOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  isAssignable: z.boolean(),
});
export type StaffRoleOption = z.infer<typeof staffRoleOptionSchema>;
export const staffRoleOptionsAnswerSchema = z.array(staffRoleOptionSchema);
