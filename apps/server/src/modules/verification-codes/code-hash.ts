import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@boardforge/contracts/accounts.ts';

/** A fresh 6-digit code from the CSPRNG (leading zeros kept). */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** HMAC-SHA256 (hex) of purpose, phone and code under the server secret: what the database keeps. */
export function hashCode(secret: string, purpose: CodePurpose, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${phone}\n${code}`).digest('hex');
}

/** Compares a typed code with a stored hash in constant time. */
export function isCodeMatch(
  secret: string,
  purpose: CodePurpose,
  phone: string,
  code: string,
  stored: string,
): boolean {
  const expected = Buffer.from(hashCode(secret, purpose, phone, code), 'hex');
  const actual = Buffer.from(stored, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
