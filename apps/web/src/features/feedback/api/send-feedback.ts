import {
  type SendFeedbackAnswer,
  type SendFeedbackInput,
  sendFeedbackAnswerSchema,
} from '@boardforge/contracts/feedback.ts';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/**
 * POST /api/common/sendmail — silent: the feedback form shows every failure itself (field errors beside the
 * fields, anything else — such as the hourly limit's 429 — in the form), so no second notification pops up.
 */
export async function sendFeedback(input: SendFeedbackInput): Promise<SendFeedbackAnswer> {
  return sendFeedbackAnswerSchema.parse(await postData<unknown>('/common/sendmail', input, { silent: true }));
}

/** Mutation wrapper for sendFeedback. */
export function useSendFeedback() {
  return useMutation({ mutationKey: ['feedback', 'send'] as const, mutationFn: sendFeedback });
}
