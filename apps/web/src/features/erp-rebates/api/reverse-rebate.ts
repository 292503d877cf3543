import {
  type RebateKind,
  type ReverseRebateRequest,
  rebateEntryIdAnswerSchema,
} from '@boardforge/contracts/rebates.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/rebates/{kind}/reverse — a negative row naming the reversed one; the form shows refusals. */
export async function reverseRebate(input: { kind: RebateKind; request: ReverseRebateRequest }) {
  return rebateEntryIdAnswerSchema.parse(
    await postData<unknown>(`/erp/rebates/${input.kind}/reverse`, input.request, { silent: true }),
  );
}

/** Reverses a row and re-reads the kind's lists. */
export function useReverseRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rebates', 'reverse'] as const,
    mutationFn: reverseRebate,
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: queryKeys.rebates.all(input.kind) }),
  });
}
