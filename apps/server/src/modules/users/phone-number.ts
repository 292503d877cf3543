/** Normalises a mainland phone number as typed: drops spaces, dashes and a +86 / 0086 prefix. */
export function normalizePhoneNumber(input: string): string {
  const compact = input.replace(/[\s-]/g, '');
  return compact.replace(/^(\+86|0086)(?=1\d{10}$)/, '');
}
