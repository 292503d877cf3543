import { z } from 'zod/mini';
import { pricingIssueSchema } from './price-answers.ts';
import { yuanSchema } from './quotes.ts';

/**
 * The answer of POST /api/pcb/calcLayoutDesign (domain `LayoutDesignEstimate`): a fixed price up to 100 pins,
 * else an estimate staff confirm. `leadTime` is hours (≤ 500 pins) or a range of working days (`value` to
 * `maxValue`), `null` when the cycle is set by review.
 */
export const layoutDesignAnswerSchema = z.object({
  isEstimate: z.boolean(),
  lines: z.object({ designFee: yuanSchema, total: yuanSchema }),
  items: z.array(
    z.object({ line: z.literal('designFee'), label: z.string(), labelZh: z.string(), amount: yuanSchema }),
  ),
  leadTime: z.nullable(
    z.object({
      unit: z.enum(['days', 'hours']),
      value: z.number().check(z.nonnegative()),
      maxValue: z.number().check(z.nonnegative()),
      shipDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    }),
  ),
  needsReview: z.boolean(),
  reviewReasons: z.array(pricingIssueSchema),
  priceBookVersion: z.int().check(z.positive()),
});
export type LayoutDesignAnswer = z.infer<typeof layoutDesignAnswerSchema>;
