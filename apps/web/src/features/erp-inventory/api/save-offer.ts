import { type SaveOfferRequest, savedIdAnswerSchema } from '@boardforge/contracts/suppliers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/suppliers/offers/save — adds or changes a supplier's offer of a part; the form shows refusals. */
export async function saveOffer(input: SaveOfferRequest): Promise<{ id: string }> {
  return savedIdAnswerSchema.parse(await postData<unknown>('/erp/suppliers/offers/save', input, { silent: true }));
}

/** Saves an offer and re-reads the part and the suppliers' numbers of offers. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'save-offer'] as const,
    mutationFn: saveOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
