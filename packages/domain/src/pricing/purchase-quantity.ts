import type { QuoteMode } from './options.ts';
import type { SmtPriceBook } from './price-book-shape.ts';

/** One BOM line to buy for an assembly order. */
export interface PurchaseLine {
  designators: readonly string[];
  quantityPerBoard: number;
}

/** Tells whether a BOM line is a passive part: its designators start with R, C or L followed by a number. */
export function isPassiveLine(line: PurchaseLine, book: SmtPriceBook): boolean {
  const first = line.designators[0]?.trim().toUpperCase() ?? '';
  const prefix = /^([A-Z]+)\d/.exec(first)?.[1];
  return prefix !== undefined && book.spares.passivePrefixes.includes(prefix);
}

/**
 * Calculates how many parts to buy for a BOM line (docs/pricing.md §2): quantity per board × boards, plus spares for
 * passive parts: +15 per line for samples, +1 % (rounded up, at least 1) for batches.
 */
export function calculatePurchaseQuantity(
  line: PurchaseLine,
  boards: number,
  mode: QuoteMode,
  book: SmtPriceBook,
): number {
  const base = line.quantityPerBoard * boards;
  if (base <= 0 || !isPassiveLine(line, book)) return Math.max(0, base);
  const spares = book.spares;
  if (mode === 'sample') return base + spares.samplePerLine;
  return base + Math.max(spares.batchMinPerLine, Math.ceil((base * spares.batchPercent) / 100 - 1e-9));
}
