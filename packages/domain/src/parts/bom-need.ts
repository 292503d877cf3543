/**
 * What a BOM line needs bought for an order of `sets` boards (pricing.md §2, purchasing on behalf): the quantity per
 * board × boards, plus spares for passive parts (R, C, L designators): +15 per line for samples, +1 % (rounded up, at
 * least 1) for batches. A run of at most 50 boards is a sample, as SMT assembly's mode.
 */

/** Boards up to this many are a sample run (pricing.md §2). */
export const sampleMaxSets = 50;
/** Spares per passive line of a sample run. */
export const sampleSpares = 15;

/** Sample or batch: the spares rule that applies to a run of `sets` boards. */
export function findRunMode(sets: number): 'sample' | 'batch' {
  return sets <= sampleMaxSets ? 'sample' : 'batch';
}

/** The spares of one line: none for active parts; 15 for a sample; 1 % rounded up, at least 1, for a batch. */
export function calculateSpares(quantityPerSet: number, sets: number, isPassive: boolean): number {
  if (!isPassive || quantityPerSet <= 0) return 0;
  if (findRunMode(sets) === 'sample') return sampleSpares;
  return Math.max(1, Math.ceil((quantityPerSet * sets) / 100));
}

/** The pieces a line needs: quantity per board × boards plus its spares. */
export function calculateBomLineNeed(
  quantityPerSet: number,
  sets: number,
  isPassive: boolean,
): { quantity: number; spares: number } {
  const spares = calculateSpares(quantityPerSet, sets, isPassive);
  return { quantity: quantityPerSet * sets + spares, spares };
}

/** Whether stock covers a purchase: in stock when what is available (on hand less reserved) reaches it. */
export function classifyStock(available: number, quantity: number): 'inStock' | 'short' {
  return available >= quantity ? 'inStock' : 'short';
}
