import { convertYuanToFen, roundHalfUp } from '../money/fen.ts';
import type { LayoutDesignPriceBook } from '../pricing/price-book-shape.ts';
import type { DesignJob } from './design-job.ts';

/**
 * Creates a published job (pricing.md §4): up to `fixedMaxPins` (100) pins it is priced at once (200 yuan, 24 h)
 * and starts at `quoted`, waiting for payment; larger jobs start at `published` and wait for staff review.
 */
export function createDesignJob(
  input: { ownerUserId: string; pins: number },
  book: LayoutDesignPriceBook,
  now: Date,
): DesignJob {
  const isInstant = input.pins <= book.fixedMaxPins;
  const status = isInstant ? 'quoted' : 'published';
  const job: DesignJob = {
    status,
    ownerUserId: input.ownerUserId,
    pins: input.pins,
    paidFen: 0,
    refundedFen: 0,
    isQuestionOpen: false,
    rounds: [],
    downloads: 0,
    enteredStatusAt: now,
    history: [
      { action: 'publish', from: null, to: status, at: now, actorUserId: input.ownerUserId, actorRole: 'client' },
    ],
  };
  if (isInstant) {
    job.quotedPriceFen = roundHalfUp(convertYuanToFen(book.fixedFee));
    // The fixed job's cycle is hours; a whole working day is the shortest cycle the job page counts in.
    job.cycleDays = { min: 1, max: Math.max(1, Math.ceil(book.fixedHours / 24)) };
  }
  return job;
}
