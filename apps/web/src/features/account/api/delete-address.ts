import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/address/delete — removes one own address. */
export async function deleteAddress(id: string): Promise<void> {
  await postData<null>('/address/delete', { id });
}

/** Deletes an address and re-reads the list. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'delete-address'] as const,
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.addresses() }),
  });
}
