import { estimateLayoutDesign } from '@boardforge/domain/pricing/layout-design.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';

/**
 * What the publish form says about the price before publishing: a fixed price and hours for a small job (priced at
 * once, docs/pricing.md §4), else an estimate staff confirm with the design cycle in working days when the book has
 * one. `null` while pins or layers are missing or outside the book.
 */
export type DesignPriceHint =
  | { kind: 'instant'; priceYuan: number; hours: number }
  | { kind: 'review'; estimateYuan: number; cycle: { minDays: number; maxDays: number } | null };

/** Runs the same pricing engine as the server for the form's pins and layers (the server's answer still counts). */
export function hintDesignPrice(
  spec: { pins?: number | null; layers?: number | null },
  priceBook: PriceBook,
  now: Date,
): DesignPriceHint | null {
  const { pins, layers } = spec;
  if (typeof pins !== 'number' || typeof layers !== 'number') return null;
  const result = estimateLayoutDesign({ pins, layers }, priceBook, now);
  if (!result.ok) return null;
  const { quote } = result;
  if (!quote.isEstimate) {
    return { kind: 'instant', priceYuan: quote.lines.total, hours: priceBook.layoutDesign.fixedHours };
  }
  return { kind: 'review', estimateYuan: quote.lines.total, cycle: findDesignCycle(pins, priceBook) };
}

/** The price book's design cycle (working days) for a pin count, the hint staff see when quoting; `null` beyond it. */
export function findDesignCycle(pins: number, priceBook: PriceBook): { minDays: number; maxDays: number } | null {
  const row = priceBook.layoutDesign.cycles.find((cycle) => pins <= cycle.maxPins);
  return row ? { minDays: row.minDays, maxDays: row.maxDays } : null;
}
