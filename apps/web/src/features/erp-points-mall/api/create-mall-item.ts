import { adminMallItemSchema, type CreateMallItemRequest } from '@boardforge/contracts/points-mall.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/pointsMall/items/create — creates an item with its first stock (refusals name their field). */
async function createMallItem(input: CreateMallItemRequest) {
  return adminMallItemSchema.parse(await postData<unknown>('/erp/pointsMall/items/create', input));
}

/** Creates an item and re-reads the lists. */
export function useCreateMallItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points-mall-admin', 'createMallItem'] as const,
    mutationFn: createMallItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pointsMallAdmin.all }),
  });
}
