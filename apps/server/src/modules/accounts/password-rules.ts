import { hasLettersAndDigits, passwordLimits } from '@boardforge/contracts/accounts.ts';
import { FieldAppError } from '../../lib/app-error.ts';

/** Refuses a new password without letters and digits, or a confirmation that differs (400 naming the field). */
export function assertNewPassword(input: { password: string; confirmPassword: string }): void {
  if (!hasLettersAndDigits(input.password)) {
    throw new FieldAppError('password', 'accounts.passwordWeak', { min: passwordLimits.min, max: passwordLimits.max });
  }
  if (input.password !== input.confirmPassword) throw new FieldAppError('confirmPassword', 'accounts.passwordMismatch');
}
