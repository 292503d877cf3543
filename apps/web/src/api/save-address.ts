import { type SaveAddressRequest, saveAddressAnswerSchema } from '@boardforge/contracts/addresses.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys.ts';
import { postData } from '../lib/request.ts';

/** POST /api/address/save — without id a new address (at most 20), with it a change of one's own. */
export async function saveAddress(input: SaveAddressRequest): Promise<{ id: string }> {
  return saveAddressAnswerSchema.parse(await postData<unknown>('/address/save', input));
}

/** Saves an address (address book or order form) and re-reads the list (a new default changes the others). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'save'] as const,
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.addresses() }),
  });
}
