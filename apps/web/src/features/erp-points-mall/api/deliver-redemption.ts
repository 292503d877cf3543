import { type RedemptionIdRequest, redemptionMoveAnswerSchema } from '@boardforge/contracts/points-mall.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/pointsMall/redemptions/deliver — marks a shipped redemption delivered. */
async function deliverRedemption(input: RedemptionIdRequest) {
  return redemptionMoveAnswerSchema.parse(await postData<unknown>('/erp/pointsMall/redemptions/deliver', input));
}

/** Marks a redemption delivered and re-reads the lists. */
export function useDeliverRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points-mall-admin', 'deliverRedemption'] as const,
    mutationFn: deliverRedemption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pointsMallAdmin.all }),
  });
}
