import {
  maxDesignCycleDays,
  maxDesignFilesPerUpload,
  maxDesignPriceFen,
  maxDesignTextLength,
  maxPinnedPage,
} from '@boardforge/domain/design-status/design-requirements.ts';
import { designStatuses } from '@boardforge/domain/design-status/design-statuses.ts';
import { z } from 'zod/mini';
import { maxIntegerColumnValue } from './limits.ts';
import { idSchema } from './orders.ts';
import { amountYuanSchema } from './quotes.ts';
import { multiLineText } from './text.ts';

/** A question, answer, comment or reason: filled in, up to the domain's 2 000 characters. */
const designTextSchema = multiLineText().check(z.trim(), z.minLength(1), z.maxLength(maxDesignTextLength));
/** A round's number as the customer saw it (a replaced one is refused by the machine as a stale round). */
const roundSchema = z.int().check(z.gte(1), z.lte(maxIntegerColumnValue));
/** Uploaded files (the files module's ids), each once. */
const fileIdsSchema = z.array(z.uuid()).check(
  z.minLength(1),
  z.maxLength(maxDesignFilesPerUpload),
  z.refine((ids) => new Set(ids).size === ids.length, { message: 'each file once' }),
);
const cycleDaysSchema = z.int().check(z.gte(1), z.lte(maxDesignCycleDays));

/**
 * The payload of each design job action a person takes (the machine's `DesignActionPayloads`; `confirmPayment` is
 * the payment notification's, not a request). Money in yuan; the server converts to fen and looks up the engineer's
 * tags.
 */
export const designActionPayloadSchemas = {
  askQuestion: z.object({ question: designTextSchema }),
  answerQuestion: z.object({ answer: designTextSchema }),
  quote: z
    .object({
      price: amountYuanSchema.check(z.gt(0), z.lte(maxDesignPriceFen / 100)),
      cycleMinDays: cycleDaysSchema,
      cycleMaxDays: cycleDaysSchema,
    })
    .check(
      z.refine((quote) => quote.cycleMaxDays >= quote.cycleMinDays, {
        message: 'the longest cycle is at least the shortest',
        path: ['cycleMaxDays'],
      }),
    ),
  assignEngineer: z.object({ engineerUserId: idSchema }),
  startDesign: z.object({}),
  deliverRound: z.object({ round: roundSchema, fileIds: fileIdsSchema }),
  requestChanges: z.object({
    round: roundSchema,
    comment: designTextSchema,
    pin: z.optional(z.object({ fileId: z.uuid(), page: z.int().check(z.gte(1), z.lte(maxPinnedPage)) })),
  }),
  approveRound: z.object({ round: roundSchema }),
  uploadFinal: z.object({ fileIds: fileIdsSchema }),
  download: z.object({}),
  giveFeedback: z.object({
    stars: z.int().check(z.gte(1), z.lte(5)),
    text: multiLineText().check(z.trim(), z.maxLength(maxDesignTextLength)),
    /** Offer the feedback to the showcase; shown there once staff approve it. */
    share: z._default(z.boolean(), false),
  }),
  cancel: z.object({ reason: designTextSchema }),
} as const;

type DesignRequestAction = keyof typeof designActionPayloadSchemas;

// One request shape per action: `{ jobId, action, fromStatus, payload }`.
function buildDesignActionRequest<A extends DesignRequestAction>(action: A) {
  return z.object({
    jobId: idSchema,
    action: z.literal(action),
    fromStatus: z.enum(designStatuses),
    payload: designActionPayloadSchemas[action],
  });
}

/** A design job action: the job, the action, the status the caller saw (409 otherwise) and its payload. */
export const designActionRequestSchema = z.discriminatedUnion('action', [
  buildDesignActionRequest('askQuestion'),
  buildDesignActionRequest('answerQuestion'),
  buildDesignActionRequest('quote'),
  buildDesignActionRequest('assignEngineer'),
  buildDesignActionRequest('startDesign'),
  buildDesignActionRequest('deliverRound'),
  buildDesignActionRequest('requestChanges'),
  buildDesignActionRequest('approveRound'),
  buildDesignActionRequest('uploadFinal'),
  buildDesignActionRequest('download'),
  buildDesignActionRequest('giveFeedback'),
  buildDesignActionRequest('cancel'),
]);
export type DesignActionRequest = z.infer<typeof designActionRequestSchema>;
