import { type RedemptionIdRequest, redemptionMoveAnswerSchema } from '@boardforge/contracts/points-mall.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/pointsMall/redemptions/cancel — cancels a pending redemption; its points are refunded once. */
async function cancelRedemption(input: RedemptionIdRequest) {
  return redemptionMoveAnswerSchema.parse(await postData<unknown>('/erp/pointsMall/redemptions/cancel', input));
}

/** Cancels a redemption and re-reads the lists. */
export function useCancelRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points-mall-admin', 'cancelRedemption'] as const,
    mutationFn: cancelRedemption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pointsMallAdmin.all }),
  });
}
