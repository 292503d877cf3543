import { adminMallItemSchema, type RestockMallItemRequest } from '@boardforge/contracts/points-mall.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/pointsMall/items/restock — adds to an item's stock atomically. */
async function restockMallItem(input: RestockMallItemRequest) {
  return adminMallItemSchema.parse(await postData<unknown>('/erp/pointsMall/items/restock', input));
}

/** Restocks an item and re-reads the lists. */
export function useRestockMallItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points-mall-admin', 'restockMallItem'] as const,
    mutationFn: restockMallItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pointsMallAdmin.all }),
  });
}
