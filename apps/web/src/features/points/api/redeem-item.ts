import { type RedeemRequest, redeemAnswerSchema } from '@boardforge/contracts/points.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

export type RedeemAnswer = z.infer<typeof redeemAnswerSchema>;

/** POST /api/pointsMall/redeem — spends points on an item in one transaction. */
export async function redeemItem(input: RedeemRequest): Promise<RedeemAnswer> {
  return redeemAnswerSchema.parse(await postData<unknown>('/pointsMall/redeem', input));
}

/** Redeems, then re-reads stock, the balance (profile) and the points records. */
export function useRedeemItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points', 'redeem'] as const,
    mutationFn: redeemItem,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.points.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.profile() }),
      ]);
    },
  });
}
