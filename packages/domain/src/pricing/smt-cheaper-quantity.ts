import { toYuan } from '../money/fen.ts';
import type { CheaperPcbQuantity } from './pcb-cheaper-quantity.ts';
import type { PriceBook } from './price-book-shape.ts';
import { quoteSmt } from './smt.ts';
import { normalizeSmtSpec, type SmtSpecInput } from './smt-spec.ts';

/** A larger number of boards that costs less in total to assemble, its total and the saving (fen and yuan). */
export type CheaperSmtQuantity = CheaperPcbQuantity;

/**
 * Finds the smallest number of boards above the spec's `boardsNumber` (at most `maxBoards`) whose assembly total is
 * strictly lower than the spec's own, or null. The totals are docs/pricing.md's, unchanged: this only tells the customer.
 *
 * The placement rate falls when the total points (components × boards) pass a tier (10 000 points at 0.03 cost ¥300,
 * 10 100 at 0.02 cost ¥202). Within one tier and mode every line grows with the boards, so the only quantities that
 * can cost less are the first of each later tier: just those are priced.
 */
export function findCheaperSmtQuantity(
  input: SmtSpecInput,
  priceBook: PriceBook,
  now: Date,
  maxBoards: number,
): CheaperSmtQuantity | null {
  const current = quoteSmt(input, priceBook, now);
  if (!current.ok) return null;
  const spec = normalizeSmtSpec(input);
  const starts = priceBook.smt.placementTiers
    .map((tier) => tier.maxPoints)
    .filter((maxPoints): maxPoints is number => maxPoints !== null)
    .map((maxPoints) => Math.floor(maxPoints / spec.componentsNumber) + 1)
    .filter((boards) => boards > spec.boardsNumber && boards <= maxBoards)
    .sort((a, b) => a - b);
  for (const boardsNumber of starts) {
    const larger = quoteSmt({ ...input, boardsNumber }, priceBook, now);
    if (!larger.ok) continue;
    const savingFen = current.linesFen.total - larger.linesFen.total;
    if (savingFen > 0) {
      const totalFen = larger.linesFen.total;
      return { quantity: boardsNumber, totalFen, savingFen, total: toYuan(totalFen), saving: toYuan(savingFen) };
    }
  }
  return null;
}
