import { describe, expect, it } from 'vitest';
import {
  composeAccountPhone,
  defaultPhoneCountry,
  findPhoneCountry,
  isAccountPhone,
  listPhoneCountries,
  normalizeAccountPhone,
} from './phone-numbers.ts';

describe('account phone numbers', () => {
  it.each([
    // The Chinese mainland: today's rule and stored form (11 digits, no +86).
    ['a mainland mobile', '13812345678', '13812345678', true],
    ['a mainland mobile with +86', '+8613812345678', '13812345678', true],
    ['a mainland mobile with 0086 and spaces', '0086 138 1234 5678', '13812345678', true],
    ['a mainland mobile with dashes', '138-1234-5678', '13812345678', true],
    ['+86 with a landline (not a mobile)', '+86 10 6552 9988', '+861065529988', false],
    ['+86 with a mobile one digit short', '+86 1381234567', '+861381234567', false],
    ['11 digits starting 12', '12812345678', '12812345678', false],
    // Other countries and regions: their own numbering plan, stored in E.164.
    ['a German mobile', '+49 1512 3456789', '+4915123456789', true],
    ['a German mobile with 0049', '0049 151 23456789', '+4915123456789', true],
    ['a UK mobile', '+44 7911 123456', '+447911123456', true],
    ['a US number', '+1 (202) 555-0123', '+12025550123', true],
    ['a Hong Kong mobile', '+852 9123 4567', '+85291234567', true],
    ['a German number too short', '+49 151', '+49151', false],
    ['a US number with an unused area code', '+1 555 555 5555', '+15555555555', false],
    ['a Hong Kong number starting 1', '+852 1234 5678', '+85212345678', false],
    ['an unassigned calling code', '+999 1234567', '+9991234567', false],
    ['letters (a vanity number)', '+1 800 FLOWERS', '+1800FLOWERS', false],
    ['an extension', '+4915123456789 ext. 5', '+4915123456789ext5', false],
    ['no country code and not mainland', '4915123456789', '4915123456789', false],
    ['empty', '', '', false],
  ])('%s: %j → %j (%s)', (_name, typed, stored, isValid) => {
    expect(normalizeAccountPhone(typed)).toBe(stored);
    expect(isAccountPhone(typed)).toBe(isValid);
    expect(isAccountPhone(stored)).toBe(isValid);
  });

  it.each([
    ['CN', '138 1234 5678', '13812345678'],
    ['CN', '+86 13812345678', '13812345678'],
    ['DE', '01512 3456789', '+4915123456789'],
    ['DE', '1512 3456789', '+4915123456789'],
    ['GB', '07911 123456', '+447911123456'],
    ['US', '(202) 555-0123', '+12025550123'],
    ['HK', '9123 4567', '+85291234567'],
    // A number typed with its own country code wins over the picker.
    ['CN', '+49 1512 3456789', '+4915123456789'],
    ['DE', '+44 7911 123456', '+447911123456'],
    // Not a number at all: left as typed, for the check to refuse.
    ['DE', 'abc', 'abc'],
    ['XX', '123', '123'],
  ])('composes %s + %j as %j', (country, typed, expected) => {
    expect(composeAccountPhone(country, typed)).toBe(expected);
  });

  it('offers every country or region with its calling code, the Chinese mainland first', () => {
    const countries = listPhoneCountries();
    expect(countries[0]).toEqual({ country: defaultPhoneCountry, callingCode: '86' });
    expect(countries.length).toBeGreaterThan(200);
    expect(new Set(countries.map((entry) => entry.country)).size).toBe(countries.length);
    expect(countries).toContainEqual({ country: 'DE', callingCode: '49' });
    expect(countries).toContainEqual({ country: 'GB', callingCode: '44' });
    expect(countries).toContainEqual({ country: 'US', callingCode: '1' });
    expect(countries).toContainEqual({ country: 'HK', callingCode: '852' });
  });

  it('stores at most 16 characters for any valid number (E.164: + and at most 15 digits)', () => {
    for (const phone of ['+4915123456789', '+447911123456', '+12025550123', '+85291234567', '13812345678']) {
      expect(isAccountPhone(phone)).toBe(true);
      expect(normalizeAccountPhone(phone).length).toBeLessThanOrEqual(16);
    }
  });
});

describe('findPhoneCountry', () => {
  it.each([
    ['+4915123456789', 'DE'],
    ['+447400123456', 'GB'],
    ['+85251234567', 'HK'],
    ['13800138000', 'CN'],
    ['', 'CN'],
    ['+999', 'CN'],
  ])('%j → %s', (stored, country) => {
    expect(findPhoneCountry(stored)).toBe(country);
  });
});
