import { z } from 'zod';
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
  leadTime: z
    .object({
      unit: z.enum(['days', 'hours']),
      value: z.number().nonnegative(),
      maxValue: z.number().nonnegative(),
      shipDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    })
    .nullable(),
  needsReview: z.boolean(),
  reviewReasons: z.array(pricingIssueSchema),
  priceBookVersion: z.number().int().positive(),
});
export type LayoutDesignAnswer = z.infer<typeof layoutDesignAnswerSchema>;
