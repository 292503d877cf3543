import {
  type ApplyPurchaseRebateRequest,
  type ApplyRebateAnswer,
  type ApplySalesRebateRequest,
  applyRebateAnswerSchema,
} from '@boardforge/contracts/rebates.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** What applying a rule takes: a sales rule a period, a purchase rule also a supplier and its volume. */
export type ApplyRebateInput =
  | { kind: 'sales'; request: ApplySalesRebateRequest }
  | { kind: 'purchase'; request: ApplyPurchaseRebateRequest };

/** POST /api/erp/rebates/{kind}/apply — rows for the period; the form shows refusals. */
export async function applyRebateRule(input: ApplyRebateInput): Promise<ApplyRebateAnswer> {
  return applyRebateAnswerSchema.parse(
    await postData<unknown>(`/erp/rebates/${input.kind}/apply`, input.request, { silent: true }),
  );
}

/** Applies a rule and re-reads the kind's lists. */
export function useApplyRebateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rebates', 'apply'] as const,
    mutationFn: applyRebateRule,
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: queryKeys.rebates.all(input.kind) }),
  });
}
