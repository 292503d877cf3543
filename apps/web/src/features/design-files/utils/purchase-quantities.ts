import type { BomLineAnswer } from '@boardforge/contracts/files.ts';
import { maxBomSets } from '@boardforge/contracts/limits.ts';
import type { QuoteMode } from '@boardforge/domain/pricing/options.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { calculatePurchaseQuantity } from '@boardforge/domain/pricing/purchase-quantity.ts';

const smtBook = defaultPriceBook.smt;

/** The fewest and most BOM sets the form accepts (the most is the order contract's). */
export const bomSetsRange = { min: 1, max: maxBomSets } as const;

/** A BOM line as the order keeps it: the server's line without the raw row, plus what to buy. */
export type BomPurchaseLine = Omit<BomLineAnswer, 'raw'> & {
  /** Parts to buy for this line: quantity per board × sets, plus spares for passives; 0 for DNP or no quantity. */
  purchaseQuantity: number;
  /** The spares included in purchaseQuantity. */
  spares: number;
};

/** Sample up to 50 sets, batch above (docs/pricing.md §2). */
export function readQuoteMode(sets: number): QuoteMode {
  return sets <= smtBook.sampleMaxBoards ? 'sample' : 'batch';
}

/** Splits "C1, C2 C3;C4" into its designators. */
export function splitDesignators(designator: string | null): string[] {
  if (!designator) return [];
  return designator.split(/[\s,;，；、]+/).filter((part) => part.length > 0);
}

/** Calculates the purchase quantity of one line for a number of sets, with the spares of docs/pricing.md §2. */
export function calculateLinePurchase(
  line: Pick<BomLineAnswer, 'designator' | 'quantity' | 'dnp'>,
  sets: number,
): { purchaseQuantity: number; spares: number } {
  const quantityPerBoard = line.quantity ?? 0;
  if (line.dnp || quantityPerBoard <= 0 || sets <= 0) return { purchaseQuantity: 0, spares: 0 };
  const purchaseLine = { designators: splitDesignators(line.designator), quantityPerBoard };
  const purchaseQuantity = calculatePurchaseQuantity(purchaseLine, sets, readQuoteMode(sets), smtBook);
  return { purchaseQuantity, spares: Math.max(0, purchaseQuantity - quantityPerBoard * sets) };
}

/** Turns server lines into purchase lines for a number of sets (dropping the raw rows, which the order needs not). */
export function buildPurchaseLines(
  lines: readonly (BomLineAnswer | Omit<BomLineAnswer, 'raw'>)[],
  sets: number,
): BomPurchaseLine[] {
  return lines.map((line) => {
    const { raw: _raw, ...kept } = line as BomLineAnswer;
    return { ...kept, ...calculateLinePurchase(line, sets) };
  });
}

/** The first non-empty value of each column, shown beside the mapping selects as an example. */
export function collectColumnSamples(
  columns: readonly string[],
  lines: readonly BomLineAnswer[],
): Record<string, string> {
  const samples: Record<string, string> = {};
  for (const column of columns) {
    const found = lines.find((line) => (line.raw[column] ?? '').trim() !== '');
    samples[column] = found ? (found.raw[column] ?? '').trim().slice(0, 60) : '';
  }
  return samples;
}
