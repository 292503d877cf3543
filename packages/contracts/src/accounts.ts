import { z } from 'zod/mini';
import { userInfoSchema } from './auth.ts';
import { apiCodes } from './envelope.ts';
import { singleLineText, storableText } from './text.ts';

/** What an SMS code is for; a code only works for the purpose (and phone) it was sent for. */
export const codePurposes = ['register', 'login', 'reset'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** Seconds before the same phone may ask for another code. */
export const codeResendSeconds = 60;

/** Password length limits (plus: at least one letter and one digit). */
export const passwordLimits = { min: 8, max: 128 } as const;

/** Normalises a mainland mobile number as typed: drops spaces, dashes and a +86 / 0086 prefix. */
export function normalizeMobile(input: string): string {
  return input.replace(/[\s-]/g, '').replace(/^(\+86|0086)(?=1\d{10}$)/, '');
}

/** True for a mainland mobile number (after normalising): 1[3-9] followed by 9 digits. */
export function isMainlandMobile(phone: string): boolean {
  return /^1[3-9]\d{9}$/.test(normalizeMobile(phone));
}

/** True when a password has at least one letter and one digit. */
export function hasLettersAndDigits(password: string): boolean {
  return /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** True for a QQ number: 5 to 12 digits, not starting with 0. */
export function isQqNumber(qq: string): boolean {
  return /^[1-9]\d{4,11}$/.test(qq);
}

/**
 * Longest phone number as typed (spaces, dashes and +86 included); the mainland rule is `isMainlandMobile`, an
 * account phone of another country or region is checked by `isAccountPhone` (phone-numbers.ts) and stored in E.164.
 */
export const phoneMaxLength = 20;

/** A phone or mobile number field as typed: required, at most `phoneMaxLength` characters. */
export const phoneField = singleLineText().check(z.minLength(1), z.maxLength(phoneMaxLength));
/** Digits of an SMS or mail code as the server makes them; the code fields take no more. */
export const verificationCodeLength = 6;
const codeField = singleLineText().check(z.minLength(1), z.maxLength(10));
const newPasswordField = storableText().check(z.minLength(passwordLimits.min), z.maxLength(passwordLimits.max));
const confirmField = storableText().check(z.minLength(1), z.maxLength(passwordLimits.max));
/** An optional text field: empty strings count as absent. */
const optionalText = (max: number) =>
  z.pipe(
    z.optional(singleLineText().check(z.maxLength(max))),
    z.transform((value) => (value ? value : undefined)),
  );

/**
 * The version of the terms of service and privacy policy now published (/terms, /privacy); a
 * registration records it with the time of consent (PIPL art. 14, GDPR art. 7). Change it with the texts.
 */
export const legalDocumentsVersion = '2026-11-25';

/** The consent box of registration: must be ticked (the service refuses false, naming the field). */
const acceptTermsField = z._default(z.boolean(), false);

/** GET /api/user/getCode query. */
export const getCodeQuerySchema = z.object({ phone: phoneField, type: z.enum(codePurposes) });
export type GetCodeQuery = z.infer<typeof getCodeQuerySchema>;

/** GET /api/user/getCode answer: seconds until the next code may be requested. */
export const getCodeAnswerSchema = z.object({ resendAfter: z.int() });

/** POST /api/customer/saveuser: registration with an SMS code of type register. */
export const registerRequestSchema = z.object({
  phone: phoneField,
  qq: optionalText(12),
  password: newPasswordField,
  confirmPassword: confirmField,
  code: codeField,
  acceptTerms: acceptTermsField,
  rememberMe: z._default(z.boolean(), false),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Registration answer: the new uid, and (already logged in) the user info and role of the cookies. */
export const registerAnswerSchema = z.object({ uid: z.string(), userInfo: userInfoSchema, role: z.string() });

/** GET /api/customer/clientLand query: SMS login of a customer. */
export const clientLandQuerySchema = z.object({
  mobile: phoneField,
  code: codeField,
  type: z._default(z.literal('client'), 'client'),
  rememberMe: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
});
export type ClientLandQuery = z.infer<typeof clientLandQuerySchema>;

/** The clientLand envelope: the user info as `data` and `role` beside it (docs/api.md). */
export const clientLandEnvelopeSchema = z.object({
  code: z.enum(apiCodes),
  msg: z.string(),
  data: userInfoSchema,
  role: z.literal('client'),
});

/** POST /api/user/resetPassword: a new password with an SMS code of type reset. */
export const resetPasswordRequestSchema = z.object({
  phone: phoneField,
  code: codeField,
  password: newPasswordField,
  confirmPassword: confirmField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/user/changePassword (logged in). */
export const changePasswordRequestSchema = z.object({
  oldPassword: storableText().check(z.minLength(1), z.maxLength(passwordLimits.max)),
  password: newPasswordField,
  confirmPassword: confirmField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Longest e-mail address (RFC 5321 path limit). */
export const emailMaxLength = 254;

/** Normalises an e-mail address as typed: trimmed and lower-cased (one account per address). */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** True for something that looks like an e-mail address (the mail code proves it is real). */
export function isEmailAddress(input: string): boolean {
  return z.email().check(z.maxLength(emailMaxLength)).safeParse(normalizeEmail(input)).success;
}

/** An e-mail field as typed: required, at most `emailMaxLength` characters; the format is checked by the service. */
export const emailField = singleLineText().check(z.minLength(1), z.maxLength(emailMaxLength));

/** What a mail code may be for. */
export const mailCodePurposes = ['register', 'login', 'reset'] as const;

/** GET /api/user/getMailCode query: a 6-digit code sent by mail, with the SMS code's limits. */
export const getMailCodeQuerySchema = z.object({ email: emailField, type: z.enum(mailCodePurposes) });
export type GetMailCodeQuery = z.infer<typeof getMailCodeQuerySchema>;

/** POST /api/customer/saveuserByEmail: registration with an e-mail code of type register. */
export const registerByEmailRequestSchema = z.object({
  email: emailField,
  password: newPasswordField,
  confirmPassword: confirmField,
  code: codeField,
  acceptTerms: acceptTermsField,
  rememberMe: z._default(z.boolean(), false),
});
export type RegisterByEmailRequest = z.infer<typeof registerByEmailRequestSchema>;

/** POST /api/customer/emailLand: login of a customer with an e-mail code of type login. */
export const emailLandRequestSchema = z.object({
  email: emailField,
  code: codeField,
  rememberMe: z._default(z.boolean(), false),
});
export type EmailLandRequest = z.infer<typeof emailLandRequestSchema>;

/**
 * POST /api/user/resetPasswordByEmail: a new password with an e-mail code of type reset (an account registered by
 * e-mail); the same password rules as registration.
 */
export const resetPasswordByEmailRequestSchema = z.object({
  email: emailField,
  code: codeField,
  password: newPasswordField,
  confirmPassword: confirmField,
});
export type ResetPasswordByEmailRequest = z.infer<typeof resetPasswordByEmailRequestSchema>;

/** GET /api/dev/outbox query (development only). */
export const outboxQuerySchema = z.object({ to: z.optional(singleLineText().check(z.maxLength(200))) });

/** A text message or mail the development providers stored instead of sending. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'mail']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
