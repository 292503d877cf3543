import { hasLettersAndDigits, isEmailAddress, isQqNumber, passwordLimits } from '@boardforge/contracts/accounts.ts';

/** Translation keys (namespace auth, under `rules.`) of the client-side account field checks. */
export type AccountRuleKey =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'qqInvalid'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordWeak'
  | 'confirmRequired'
  | 'confirmMismatch'
  | 'codeRequired'
  | 'codeInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'mailCodeRequired'
  | 'mailCodeInvalid';

/** QQ: optional as on the server; when given, 5 to 12 digits not starting with 0. */
export function checkQq(value: string | undefined): AccountRuleKey | null {
  if (!value?.trim()) return null;
  return isQqNumber(value.trim()) ? null : 'qqInvalid';
}

/** A new password: 8 to 128 characters with letters and digits. */
export function checkNewPassword(value: string | undefined): AccountRuleKey | null {
  if (!value) return 'passwordRequired';
  if (value.length < passwordLimits.min || value.length > passwordLimits.max) return 'passwordLength';
  return hasLettersAndDigits(value) ? null : 'passwordWeak';
}

/** The repeated password: required and equal to the new one. */
export function checkConfirmPassword(password: string | undefined, confirm: string | undefined): AccountRuleKey | null {
  if (!confirm) return 'confirmRequired';
  return confirm === password ? null : 'confirmMismatch';
}

/** The SMS code: required, six digits. */
export function checkSmsCode(value: string | undefined): AccountRuleKey | null {
  if (!value?.trim()) return 'codeRequired';
  return /^\d{6}$/.test(value.trim()) ? null : 'codeInvalid';
}

/** E-mail: required, an address as the server checks (at most 254 characters). */
export function checkEmail(value: string | undefined): AccountRuleKey | null {
  if (!value?.trim()) return 'emailRequired';
  return isEmailAddress(value) ? null : 'emailInvalid';
}

/** The mail code: required, six digits. */
export function checkMailCode(value: string | undefined): AccountRuleKey | null {
  if (!value?.trim()) return 'mailCodeRequired';
  return /^\d{6}$/.test(value.trim()) ? null : 'mailCodeInvalid';
}
