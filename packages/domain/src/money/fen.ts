/** Money inside the domain is integer fen (0.01 yuan); fractional fen exist only while a line is being summed. */
export type Fen = number;

// Price-book figures times areas carry binary noise (0.05 × 600 × 100 = 3000.0000000000005); a millionth of a fen absorbs it.
const noiseFen = 1e-6;

/** Rounds an exact fen amount half up to whole fen: the one money rounding of the domain, used once per line. */
export function roundHalfUp(exactFen: number): Fen {
  return Math.floor(exactFen + 0.5 + noiseFen);
}

/** Converts a price-book yuan figure to exact, possibly fractional, fen (0.012 yuan → 1.2 fen). */
export function convertYuanToFen(yuan: number): number {
  return yuan * 100;
}

/**
 * Converts a yuan amount from the edge (a contract's JSON, a form) to whole fen: the one conversion of amounts into
 * fen (price-book figures, which may hold fractions of a fen, use convertYuanToFen).
 */
export function convertYuanAmountToFen(yuan: number): Fen {
  return roundHalfUp(yuan * 100);
}

/** Rounds a yuan amount to whole fen, staying in yuan (a sum or difference of amounts shown to the reader). */
export function roundYuanToFen(yuan: number): number {
  return toYuan(convertYuanAmountToFen(yuan));
}

/** Converts whole fen to yuan at the edge: a number with at most two decimals. */
export function toYuan(fen: Fen): number {
  return fen / 100;
}

/** A line rounded once, with its charges in whole fen adding up to it exactly. */
export interface AllocatedLine {
  lineFen: Fen;
  partsFen: Fen[];
}

/**
 * Rounds the sum of a line's exact charges once and splits that total among the charges, so that the items a
 * customer sees always add up to the line; the rounding residue (a fen or two at most) goes to the largest charge.
 */
export function allocateLine(exactParts: readonly number[]): AllocatedLine {
  let exactSum = 0;
  for (const part of exactParts) exactSum += part;
  const lineFen = roundHalfUp(exactSum);
  const partsFen: Fen[] = [];
  let roundedSum = 0;
  let largest = 0;
  for (let index = 0; index < exactParts.length; index += 1) {
    const rounded = roundHalfUp(exactParts[index] ?? 0);
    partsFen.push(rounded);
    roundedSum += rounded;
    if (rounded > (partsFen[largest] ?? 0)) largest = index;
  }
  if (partsFen.length > 0 && roundedSum !== lineFen)
    partsFen[largest] = (partsFen[largest] ?? 0) + lineFen - roundedSum;
  return { lineFen, partsFen };
}
