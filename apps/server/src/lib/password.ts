import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost of new hashes: N=2^17, r=8, p=1 (OWASP Password Storage Cheat Sheet / ASVS). */
export const defaultScryptCost = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * A deliberately cheap cost for test rigs only (PASSWORD_HASH_COST=fast; refused in production): the suites
 * register and log in thousands of times, and each production hash costs 128 MiB and a few hundred ms.
 */
export const fastScryptCost = { N: 2 ** 10, r: 8, p: 1 } as const;

/** Which cost new hashes use: `standard` (production) or `fast` (test rigs). */
export type PasswordHashCost = 'standard' | 'fast';

/**
 * The scrypt cost of a configured kind (PASSWORD_HASH_COST). It is handed to the services that hash, never
 * kept in module state: two apps in one process (tests) each hash at their own cost.
 */
export function scryptCostOf(kind: PasswordHashCost): ScryptCost {
  return kind === 'fast' ? fastScryptCost : defaultScryptCost;
}

const saltBytes = 16;
const keyBytes = 32;

/** scrypt's work parameters. */
export type ScryptCost = { readonly N: number; readonly r: number; readonly p: number };

/** Hashes a password with scrypt on the libuv pool; the result is `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await deriveKey(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.cost, parsed.hash.length);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

function deriveKey(password: string, salt: Buffer, cost: ScryptCost, length = keyBytes): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow that plus headroom (Node's default cap is 32 MiB).
  const maxmem = 128 * cost.N * cost.r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  // Refuse absurd parameters so a tampered row cannot make the server allocate gigabytes.
  if (!Number.isInteger(N) || N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0) return undefined;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || hash.length < 16) return undefined;
  return { cost: { N, r, p }, salt, hash };
}
