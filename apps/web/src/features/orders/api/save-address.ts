import { type SaveAddressRequest, saveAddressAnswerSchema } from '@boardforge/contracts/addresses.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/address/save — adds (no id) or edits an address from the order form. */
export async function saveAddress(input: SaveAddressRequest): Promise<{ id: string }> {
  return saveAddressAnswerSchema.parse(await postData<unknown>('/address/save', input));
}

/** Saves an address and re-reads the list. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'save-address'] as const,
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.addresses() }),
  });
}
