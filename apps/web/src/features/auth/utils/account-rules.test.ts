import { describe, expect, it } from 'vitest';
import { checkConfirmPassword, checkNewPassword, checkQq, checkSmsCode } from './account-rules.ts';

describe('account field rules (mirroring the server)', () => {
  it.each([
    ['', null],
    ['12345', null],
    ['123456789012', null],
    ['1234', 'qqInvalid'],
    ['1234567890123', 'qqInvalid'],
    ['01234', 'qqInvalid'],
    ['12a45', 'qqInvalid'],
  ])('QQ %j → %s', (value, expected) => {
    expect(checkQq(value)).toBe(expected);
  });

  it.each([
    ['', 'passwordRequired'],
    ['abc1234', 'passwordLength'],
    ['a1'.repeat(65), 'passwordLength'],
    ['abcdefgh', 'passwordWeak'],
    ['12345678', 'passwordWeak'],
    ['abc12345', null],
    ['Passw0rd!', null],
  ])('new password %j → %s', (value, expected) => {
    expect(checkNewPassword(value)).toBe(expected);
  });

  it('requires the repeat to match', () => {
    expect(checkConfirmPassword('abc12345', '')).toBe('confirmRequired');
    expect(checkConfirmPassword('abc12345', 'abc12346')).toBe('confirmMismatch');
    expect(checkConfirmPassword('abc12345', 'abc12345')).toBeNull();
  });

  it.each([
    ['', 'codeRequired'],
    ['12345', 'codeInvalid'],
    ['1234567', 'codeInvalid'],
    ['12a456', 'codeInvalid'],
    ['123456', null],
    [' 123456 ', null],
  ])('SMS code %j → %s', (value, expected) => {
    expect(checkSmsCode(value)).toBe(expected);
  });
});
