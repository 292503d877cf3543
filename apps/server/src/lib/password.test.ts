import { describe, expect, it } from 'vitest';
import { defaultScryptCost, hashPassword, scryptCostOf, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt N=2^17 r=8 p=1 with a 16-byte salt and verifies it', async () => {
    const stored = await hashPassword('Demo1234', defaultScryptCost);
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(32);
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('Demo1235', stored)).toBe(false);
    expect(await hashPassword('Demo1234', defaultScryptCost)).not.toBe(stored); // a new salt each time
  });

  it('costs the production parameters unless PASSWORD_HASH_COST=fast, and stored hashes keep their own cost', async () => {
    expect(scryptCostOf('standard')).toEqual(defaultScryptCost);
    const standard = await hashPassword('Demo1234', scryptCostOf('standard'));
    const fast = await hashPassword('Demo1234', scryptCostOf('fast'));
    expect(fast.split('$').slice(1, 4)).toEqual(['1024', '8', '1']);
    expect(await verifyPassword('Demo1234', fast)).toBe(true);
    expect(await verifyPassword('Demo1234', standard)).toBe(true);
  });

  it('never matches a malformed or tampered hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==')).toBe(false);
  });
});
