import { type ManualRebateRequest, type RebateKind, rebateEntryIdAnswerSchema } from '@boardforge/contracts/rebates.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/rebates/{kind}/manual — an amount typed by staff with its reason; the form shows refusals. */
export async function recordManualRebate(input: { kind: RebateKind; request: ManualRebateRequest }) {
  return rebateEntryIdAnswerSchema.parse(
    await postData<unknown>(`/erp/rebates/${input.kind}/manual`, input.request, { silent: true }),
  );
}

/** Records a manual row and re-reads the kind's lists. */
export function useRecordManualRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rebates', 'manual'] as const,
    mutationFn: recordManualRebate,
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: queryKeys.rebates.all(input.kind) }),
  });
}
