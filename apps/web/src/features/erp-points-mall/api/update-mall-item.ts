import { adminMallItemSchema, type UpdateMallItemRequest } from '@boardforge/contracts/points-mall.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/pointsMall/items/update — edits an item's names, image, price, limit and sort. */
async function updateMallItem(input: UpdateMallItemRequest) {
  return adminMallItemSchema.parse(await postData<unknown>('/erp/pointsMall/items/update', input));
}

/** Edits an item and re-reads the lists. */
export function useUpdateMallItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points-mall-admin', 'updateMallItem'] as const,
    mutationFn: updateMallItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pointsMallAdmin.all }),
  });
}
