import type { payDesignJobRequestSchema } from '@boardforge/contracts/design-job-views.ts';
import { type CreatePaymentAnswer, createPaymentAnswerSchema } from '@boardforge/contracts/payments.ts';
import type { z } from 'zod';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/design/job/pay — starts paying the quoted price on a channel (the sandbox pay page as orders use it). */
export async function payDesignJob(input: z.input<typeof payDesignJobRequestSchema>): Promise<CreatePaymentAnswer> {
  return createPaymentAnswerSchema.parse(await postData<unknown>(readDesignPath('pay'), input));
}
