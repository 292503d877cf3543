import { maxPcbBoards } from '@boardforge/contracts/limits.ts';
import type { PcbSpecRequest } from '@boardforge/contracts/quotes.ts';
import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';

/** A quantity where the price rule changes: sample → batch, a batch area tier, or the area discount. */
export type PriceBreak = { kind: 'batch' | 'tier' | 'discount'; quantity: number; areaM2: number | null };

/** One point of the curve: unit price (total ÷ quantity, yuan) at a quantity. */
export type CurvePoint = { quantity: number; unitPrice: number; total: number; mode: 'sample' | 'batch' };

/**
 * Finds the first quantity of each price break of a board of `boardAreaMm2`: the first batch quantity (above 1 m² or
 * 50 pcs), the first quantity in each batch area tier (5, 20, 100 m²) and where the 10 m² discount starts.
 */
export function findPcbPriceBreaks(boardAreaMm2: number, priceBook: PriceBook): PriceBreak[] {
  if (!(boardAreaMm2 > 0)) return [];
  const book = priceBook.pcb;
  // The first whole quantity whose area reaches `areaM2` (fen-level care: area in mm² stays exact integers).
  const firstReaching = (areaM2: number) => Math.max(1, Math.ceil((areaM2 * 1_000_000) / boardAreaMm2 - 1e-9));
  const lastSampleByArea = Math.floor((book.sampleMaxAreaM2 * 1_000_000) / boardAreaMm2 + 1e-9);
  const breaks: PriceBreak[] = [
    { kind: 'batch', quantity: Math.min(book.sampleMaxQuantity, lastSampleByArea) + 1, areaM2: null },
  ];
  book.areaTierFromM2.forEach((fromM2, index) => {
    if (index === 0) return;
    breaks.push({ kind: 'tier', quantity: firstReaching(fromM2), areaM2: fromM2 });
  });
  breaks.push({
    kind: 'discount',
    quantity: firstReaching(book.discount.fromAreaM2),
    areaM2: book.discount.fromAreaM2,
  });
  return breaks.sort((a, b) => a.quantity - b.quantity);
}

/** Picks the quantities to plot: a geometric series from 1, each break and the quantity just before it, `current`. */
export function pickCurveQuantities(breaks: readonly PriceBreak[], current: number, maxQuantity: number): number[] {
  const quantities = new Set<number>([1, Math.max(1, Math.round(current))]);
  for (let quantity = 1; quantity <= maxQuantity; quantity = Math.ceil(quantity * 1.35)) quantities.add(quantity);
  quantities.add(maxQuantity);
  for (const { quantity } of breaks) {
    if (quantity <= maxQuantity) {
      quantities.add(quantity);
      if (quantity > 1) quantities.add(quantity - 1);
    }
  }
  return [...quantities].filter((quantity) => quantity >= 1 && quantity <= maxQuantity).sort((a, b) => a - b);
}

/**
 * Prices the spec at many quantities with the domain engine (the same code as the quote) for the unit-price chart.
 * Quantities the engine refuses (an expedite only for samples, say) are left out.
 */
export function buildPcbPriceCurve(
  spec: PcbSpecRequest,
  priceBook: PriceBook,
  now: Date,
): { points: CurvePoint[]; breaks: PriceBreak[]; maxQuantity: number } {
  const boardAreaMm2 = spec.boardLength * spec.boardWidth;
  const breaks = findPcbPriceBreaks(boardAreaMm2, priceBook);
  const lastTier = priceBook.pcb.areaTierFromM2[3];
  // Far enough to show the last area tier, and twice the quantity asked for.
  const toLastTier = Math.ceil((lastTier * 1.3 * 1_000_000) / boardAreaMm2);
  const maxQuantity = Math.min(maxPcbBoards, Math.max(100, spec.boardNumber * 2, toLastTier));
  const points: CurvePoint[] = [];
  for (const quantity of pickCurveQuantities(breaks, spec.boardNumber, maxQuantity)) {
    const result = quotePcb({ ...spec, boardNumber: quantity }, priceBook, now);
    if (!result.ok) continue;
    const total = result.quote.lines.total;
    points.push({ quantity, unitPrice: total / quantity, total, mode: result.quote.mode });
  }
  return { points, breaks: breaks.filter((entry) => entry.quantity <= maxQuantity), maxQuantity };
}

/** Places a quantity on a logarithmic axis of `width` px from 1 to `maxQuantity`. */
export function placeQuantity(quantity: number, maxQuantity: number, width: number): number {
  if (maxQuantity <= 1) return 0;
  return (Math.log10(Math.max(1, quantity)) / Math.log10(maxQuantity)) * width;
}
