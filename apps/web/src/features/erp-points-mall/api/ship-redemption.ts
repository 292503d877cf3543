import { redemptionMoveAnswerSchema, type ShipRedemptionRequest } from '@boardforge/contracts/points-mall.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/pointsMall/redemptions/ship — ships a pending redemption with carrier and tracking number. */
async function shipRedemption(input: ShipRedemptionRequest) {
  return redemptionMoveAnswerSchema.parse(await postData<unknown>('/erp/pointsMall/redemptions/ship', input));
}

/** Ships a redemption and re-reads the lists. */
export function useShipRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points-mall-admin', 'shipRedemption'] as const,
    mutationFn: shipRedemption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pointsMallAdmin.all }),
  });
}
