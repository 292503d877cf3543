import { normalizeMobile } from '@boardforge/contracts/accounts.ts';

/** The phone as the server stores it: spaces, dashes and a +86 / 0086 prefix dropped. */
export function normalizeMobileInput(value: string): string {
  return normalizeMobile(value.trim());
}
