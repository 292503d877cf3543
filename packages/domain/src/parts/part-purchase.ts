/**
 * Buying a catalogue part: the price break that applies to a quantity, and what to buy and pay once the minimum
 * order quantity (MOQ, 最小起订量) and the attrition (损耗率) are counted. A component's unit price is often a
 * fraction of a fen (a 0402 resistor costs 0.0012 yuan), so unit prices are integer hundredths of a fen (0.0001
 * yuan, the four decimals staff type elsewhere); the extended price is rounded once, half up, to whole fen.
 */

/** A unit price in hundredths of a fen (0.0001 yuan): an integer. */
export type CentiFen = number;

/** One price break: from `minQuantity` pieces on, each costs `unitPriceCentiFen`. */
export interface PriceBreak {
  minQuantity: number;
  unitPriceCentiFen: CentiFen;
}

/** What pricing a purchase needs of a part: its breaks, MOQ and attrition in per mille (‰). */
export interface PurchaseTerms {
  priceBreaks: readonly PriceBreak[];
  moq: number;
  attritionPerMille: number;
}

/** A purchase priced: how many to buy, the unit price of its break and the extended price in whole fen. */
export type PricedPurchase =
  | { kind: 'priced'; buyQuantity: number; unitPriceCentiFen: CentiFen; extendedFen: bigint }
  | { kind: 'noPriceBreak'; buyQuantity: number };

/** Converts a unit price in yuan (at most four decimals, from the edge) to hundredths of a fen. */
export function convertUnitYuanToCentiFen(yuan: number): CentiFen {
  return Math.round(yuan * 10_000);
}

/** Converts hundredths of a fen to yuan at the edge (at most four decimals). */
export function toUnitYuan(centiFen: CentiFen): number {
  return centiFen / 10_000;
}

/** The break that applies to a quantity: the one with the largest minimum not above it, or undefined. */
export function findPriceBreak(breaks: readonly PriceBreak[], quantity: number): PriceBreak | undefined {
  let found: PriceBreak | undefined;
  for (const priceBreak of breaks) {
    if (priceBreak.minQuantity <= quantity && (!found || priceBreak.minQuantity > found.minQuantity))
      found = priceBreak;
  }
  return found;
}

/** Tells whether breaks are listed by strictly increasing minimum quantity (no two alike). */
export function isStrictlyIncreasing(breaks: readonly { minQuantity: number }[]): boolean {
  return breaks.every(
    (priceBreak, index) => index === 0 || priceBreak.minQuantity > (breaks[index - 1]?.minQuantity ?? 0),
  );
}

/** Pieces to buy for a need: the need plus attrition (rounded up), and at least the MOQ. Integer arithmetic. */
export function calculateBuyQuantity(
  quantity: number,
  terms: Pick<PurchaseTerms, 'moq' | 'attritionPerMille'>,
): number {
  const withAttrition = Math.floor((quantity * (1000 + terms.attritionPerMille) + 999) / 1000);
  return Math.max(terms.moq, withAttrition);
}

/**
 * Prices the purchase of `quantity` pieces: buys at least the MOQ plus attrition, takes the break of the bought
 * quantity and rounds quantity × unit price once, half up, to fen (in bigint: the product may pass 2^53).
 */
export function pricePurchase(terms: PurchaseTerms, quantity: number): PricedPurchase {
  const buyQuantity = calculateBuyQuantity(quantity, terms);
  const priceBreak = findPriceBreak(terms.priceBreaks, buyQuantity);
  if (!priceBreak) return { kind: 'noPriceBreak', buyQuantity };
  const extendedFen = (BigInt(buyQuantity) * BigInt(priceBreak.unitPriceCentiFen) + 50n) / 100n;
  return { kind: 'priced', buyQuantity, unitPriceCentiFen: priceBreak.unitPriceCentiFen, extendedFen };
}
