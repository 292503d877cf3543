import { describe, expect, it } from 'vitest';
import { checkAccountPhone } from './account-phone-rules.ts';

describe('the account phone rule (mirroring the server)', () => {
  it.each([
    ['CN', '', 'phoneRequired'],
    ['CN', '   ', 'phoneRequired'],
    ['CN', '13812345678', null],
    ['CN', '19912345678', null],
    ['CN', '+8613812345678', null],
    ['CN', '138 1234 5678', null],
    ['CN', '12812345678', 'phoneInvalid'],
    ['CN', '1381234567', 'phoneInvalid'],
    ['CN', '138123456789', 'phoneInvalid'],
    ['CN', 'abc', 'phoneInvalid'],
    ['DE', '01512 3456789', null],
    ['DE', '1512 3456789', null],
    ['DE', '151', 'phoneInvalid'],
    ['GB', '07911 123456', null],
    ['US', '(202) 555-0123', null],
    ['US', '555 555 5555', 'phoneInvalid'],
    ['HK', '9123 4567', null],
    ['HK', '1234 5678', 'phoneInvalid'],
    // A number typed with its own calling code counts as typed, whatever the picker says.
    ['CN', '+49 1512 3456789', null],
    // The mainland rule holds for +86 whatever is picked.
    ['DE', '+86 10 6552 9988', 'phoneInvalid'],
    [undefined, '13812345678', null],
  ])('phone in %s: %j → %s', (country, value, expected) => {
    expect(checkAccountPhone(country, value)).toBe(expected);
  });
});
