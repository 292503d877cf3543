import type { RebateKind, SaveRebateRuleRequest } from '@boardforge/contracts/rebates.ts';
import { savedIdAnswerSchema } from '@boardforge/contracts/suppliers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/rebates/{kind}/rules/save — adds or changes a rule; the form shows refusals. */
export async function saveRebateRule(input: {
  kind: RebateKind;
  rule: SaveRebateRuleRequest;
}): Promise<{ id: string }> {
  return savedIdAnswerSchema.parse(
    await postData<unknown>(`/erp/rebates/${input.kind}/rules/save`, input.rule, { silent: true }),
  );
}

/** Saves a rule and re-reads the kind's lists. */
export function useSaveRebateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rebates', 'save-rule'] as const,
    mutationFn: saveRebateRule,
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: queryKeys.rebates.all(input.kind) }),
  });
}
