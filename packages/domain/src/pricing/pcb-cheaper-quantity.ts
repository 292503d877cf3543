import { type Fen, toYuan } from '../money/fen.ts';
import { quotePcb } from './pcb.ts';
import { normalizePcbSpec, type PcbSpecInput } from './pcb-spec.ts';
import { measurePcb, type PcbMeasure } from './pcb-validation.ts';
import type { PcbPriceBook, PriceBook } from './price-book-shape.ts';

/** A larger quantity that costs less in total than the one asked for: its total and the saving (fen and yuan). */
export interface CheaperPcbQuantity {
  quantity: number;
  totalFen: Fen;
  savingFen: Fen;
  total: number;
  saving: number;
}

/**
 * Finds the smallest quantity above the spec's `boardNumber` (at most `maxQuantity`) whose total is strictly lower
 * than the spec's own total, or null. The totals are docs/pricing.md's, unchanged: this only tells the customer.
 *
 * Within one mode, area tier and discount state every line grows with the quantity (pricing-properties.test.ts), so
 * the cheapest quantity of such a stretch is its first one, and the smallest cheaper quantity is always where one
 * starts: the first batch quantity, the first quantity of a batch area tier, or where the area discount begins. Each
 * start is found by bisection on the engine's own measure (exact, with its floating-point area), and only those few
 * quantities are priced: the spec and at most 5 starts, and about 5 × log2(maxQuantity) measures, whatever the quantity.
 */
export function findCheaperPcbQuantity(
  input: PcbSpecInput,
  priceBook: PriceBook,
  now: Date,
  maxQuantity: number,
): CheaperPcbQuantity | null {
  const current = quotePcb(input, priceBook, now);
  if (!current.ok) return null;
  const spec = normalizePcbSpec(input);
  const measureAt = (boardNumber: number) => measurePcb({ ...spec, boardNumber }, priceBook.pcb);
  const starts = new Set<number>();
  for (const isReached of listPriceRuleStarts(priceBook.pcb)) {
    const start = findFirstReaching(spec.boardNumber, Math.floor(maxQuantity), (quantity) =>
      isReached(measureAt(quantity)),
    );
    if (start !== null) starts.add(start);
  }
  for (const quantity of [...starts].sort((a, b) => a - b)) {
    const larger = quotePcb({ ...input, boardNumber: quantity }, priceBook, now);
    // A quantity the engine refuses (an expedite only for samples or small areas) is no offer.
    if (!larger.ok) continue;
    const savingFen = current.linesFen.total - larger.linesFen.total;
    if (savingFen > 0) {
      const totalFen = larger.linesFen.total;
      return { quantity, totalFen, savingFen, total: toYuan(totalFen), saving: toYuan(savingFen) };
    }
  }
  return null;
}

/** Lists the price rules that begin at some quantity, each as a test that holds from its first quantity on. */
function listPriceRuleStarts(book: PcbPriceBook): ((measure: PcbMeasure) => boolean)[] {
  const rules: ((measure: PcbMeasure) => boolean)[] = [(measure) => measure.mode === 'batch'];
  for (let tier = 1; tier < book.areaTierFromM2.length; tier += 1) rules.push((measure) => measure.tier >= tier);
  if (book.discount.percentOfBoardFee > 0) rules.push((measure) => measure.areaM2 >= book.discount.fromAreaM2);
  return rules;
}

/**
 * Bisects for the smallest whole quantity in (from, to] at which a rule that never stops holding once it holds is
 * reached; null when it already holds at `from` (no new start above it) or still does not at `to`.
 */
function findFirstReaching(from: number, to: number, isReached: (quantity: number) => boolean): number | null {
  if (!(to > from) || isReached(from) || !isReached(to)) return null;
  let below = from;
  let reached = to;
  while (reached - below > 1) {
    const middle = Math.floor((below + reached) / 2);
    if (isReached(middle)) reached = middle;
    else below = middle;
  }
  return reached;
}
