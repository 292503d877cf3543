import { describe, expect, it } from 'vitest';
import { defaultPriceBook } from '../pricing/price-book.ts';
import { createDesignJob } from './design-intake.ts';
import { testNow } from './design-test-support.ts';

const book = defaultPriceBook.layoutDesign;

describe('where a published job starts (pricing.md §4)', () => {
  it.each([1, 50, 100])('%i pins: priced at once at 200 yuan, one day, waiting for payment', (pins) => {
    const job = createDesignJob({ ownerUserId: 'client-owner', pins }, book, testNow);
    expect(job).toMatchObject({ status: 'quoted', quotedPriceFen: 20_000, cycleDays: { min: 1, max: 1 }, paidFen: 0 });
    expect(job.history).toEqual([
      { action: 'publish', from: null, to: 'quoted', at: testNow, actorUserId: 'client-owner', actorRole: 'client' },
    ]);
  });

  it.each([101, 300, 60_000])('%i pins: waits for staff review, no price yet', (pins) => {
    const job = createDesignJob({ ownerUserId: 'client-owner', pins }, book, testNow);
    expect(job.status).toBe('published');
    expect(job.quotedPriceFen).toBeUndefined();
    expect(job.rounds).toEqual([]);
  });

  it("follows the price book's fixed-price limit and fee", () => {
    const job = createDesignJob(
      { ownerUserId: 'client-owner', pins: 150 },
      { ...book, fixedMaxPins: 200, fixedFee: 260 },
      testNow,
    );
    expect(job).toMatchObject({ status: 'quoted', quotedPriceFen: 26_000 });
  });
});
