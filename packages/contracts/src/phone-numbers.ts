import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { isMainlandMobile, normalizeMobile } from './accounts.ts';

/**
 * Account phone numbers (issue 11, point 9): a Chinese mainland mobile keeps today's rule and stored form
 * (11 digits, no +86), so nothing already saved changes; a number of any other country or region is checked
 * against that country's numbering plan (libphonenumber-js metadata) and stored in E.164 (`+4915123456789`).
 * Kept apart from accounts.ts so that only the screens asking for an account phone load the metadata.
 */

/** The calling-code picker's default and first entry: the Chinese mainland (+86). */
export const defaultPhoneCountry: CountryCode = 'CN';

/** A country or region of the calling-code picker (ISO 3166-1 alpha-2) with its calling code (digits, no +). */
export type PhoneCountry = { country: CountryCode; callingCode: string };

/** Every country or region libphonenumber-js keeps a numbering plan for, the Chinese mainland first. */
export function listPhoneCountries(): PhoneCountry[] {
  const others = getCountries().filter((country) => country !== defaultPhoneCountry);
  return [defaultPhoneCountry, ...others].map((country: CountryCode) => ({
    country,
    callingCode: getCountryCallingCode(country),
  }));
}

/** True for a region code the picker offers. */
export function isPhoneCountry(country: string): country is CountryCode {
  return isSupportedCountry(country);
}

/** Spaces, dashes, dots and brackets people type inside a number. */
const separators = /[\s\-().]/g;

/**
 * A typed account phone as it is stored: a mainland mobile as 11 digits (a +86 / 0086 prefix dropped), any other
 * number with its country code (`+` or `00`) in E.164; anything else compacted as it is (`isAccountPhone` refuses it).
 */
export function normalizeAccountPhone(input: string): string {
  const compact = input.trim().replace(separators, '');
  const mainland = normalizeMobile(compact);
  if (isMainlandMobile(mainland)) return mainland;
  const international = compact.replace(/^00(?=[1-9])/, '+');
  // Only digits after the +: libphonenumber-js would also read letters (vanity numbers) and extensions.
  if (!/^\+[1-9]\d{1,16}$/.test(international)) return compact;
  return parsePhoneNumberFromString(international)?.number ?? international;
}

/**
 * True for a number an account may use (as typed or stored): a mainland mobile (1[3-9] + 9 digits), or a valid
 * number of another country or region given with its calling code. A +86 number must pass the mainland rule.
 */
export function isAccountPhone(input: string): boolean {
  const phone = normalizeAccountPhone(input);
  if (isMainlandMobile(phone)) return true;
  if (!phone.startsWith('+')) return false;
  const parsed = parsePhoneNumberFromString(phone);
  return parsed !== undefined && parsed.countryCallingCode !== '86' && parsed.isValid() && parsed.number === phone;
}

/**
 * The number a form sends from the picked country and the number typed beside it: a number typed with its own
 * `+` or `00` prefix is taken as it is; a national number (a trunk 0 allowed, as in 07911 123456) gets the
 * country's calling code. The result is normalised as `normalizeAccountPhone` does.
 */
export function composeAccountPhone(country: string, typed: string): string {
  const compact = typed.trim().replace(separators, '');
  if (compact.startsWith('+') || compact.startsWith('00') || country === defaultPhoneCountry || !compact) {
    return normalizeAccountPhone(compact);
  }
  if (!isPhoneCountry(country) || !/^\d+$/.test(compact)) return compact;
  const parsed = parsePhoneNumberFromString(compact, country);
  return normalizeAccountPhone(parsed?.number ?? `+${getCountryCallingCode(country)}${compact}`);
}

/**
 * The country or region of a stored phone, for the picker beside it when a form shows the number again: the one an
 * E.164 number belongs to; the Chinese mainland for a mainland mobile, an empty value or a number it cannot place.
 */
export function findPhoneCountry(stored: string): CountryCode {
  if (!stored.startsWith('+')) return defaultPhoneCountry;
  return parsePhoneNumberFromString(stored)?.country ?? defaultPhoneCountry;
}
