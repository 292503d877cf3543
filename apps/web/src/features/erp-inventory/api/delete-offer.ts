import type { deleteOfferRequestSchema } from '@boardforge/contracts/suppliers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/suppliers/offers/delete — removes one offer. */
export async function deleteOffer(input: z.infer<typeof deleteOfferRequestSchema>): Promise<void> {
  await postData<unknown>('/erp/suppliers/offers/delete', input);
}

/** Removes an offer and re-reads the part and the suppliers' numbers of offers. */
export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'delete-offer'] as const,
    mutationFn: deleteOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
