import { isAccountPhone, normalizeAccountPhone } from '@boardforge/contracts/phone-numbers.ts';

/**
 * A staff member's phone as stored, or undefined when it is none: a mainland mobile as 11 digits (a +86 prefix,
 * spaces and dashes dropped), a number abroad with its calling code in E.164, as customers' account phones are.
 */
export function readStaffPhone(input: string): string | undefined {
  const phone = normalizeAccountPhone(input);
  return isAccountPhone(phone) ? phone : undefined;
}
