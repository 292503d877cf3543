import { bigint } from 'drizzle-orm/pg-core';

/**
 * A money (integer fen) or points column: PostgreSQL bigint, read as a JavaScript number. A 32-bit integer tops out
 * at about 21.47 million yuan, below a large order; bigint holds any sum. Reading it as a number is exact because
 * the contracts bound every amount (an order at most `maxOrderAmountFen`, 1e11 fen, see packages/contracts
 * limits.ts), so every stored value, and every sum of them a report or a balance needs, stays far below
 * Number.MAX_SAFE_INTEGER (2^53 − 1 ≈ 9.007e15 fen, 90 000 orders of the largest size).
 */
export function safeBigintColumn(name: string) {
  return bigint(name, { mode: 'number' });
}
