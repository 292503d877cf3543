import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { type RebateKind, type RebateRule, rebateRuleSchema } from '@boardforge/contracts/rebates.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paging } from '../../../components/erp/paged-table.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

const rulesPageSchema = pageSchema(rebateRuleSchema);

/** GET /api/erp/rebates/{kind}/rules — a page of the kind's rules by name. */
export async function listRebateRules(
  kind: RebateKind,
  paging: Paging,
): Promise<{ rows: RebateRule[]; total: number }> {
  return rulesPageSchema.parse(await getData<unknown>(`/erp/rebates/${kind}/rules`, paging, { silent: true }));
}

/** One page of the Rules tab. */
export function useRebateRules(kind: RebateKind, paging: Paging) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.rebates.rules(kind, paging),
      queryFn: () => listRebateRules(kind, paging),
      placeholderData: keepPreviousData,
    }),
  );
}
