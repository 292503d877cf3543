import { adminMallItemSchema, type SetMallItemActiveRequest } from '@boardforge/contracts/points-mall.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/pointsMall/items/set-active — retires or reactivates an item. */
async function setMallItemActive(input: SetMallItemActiveRequest) {
  return adminMallItemSchema.parse(await postData<unknown>('/erp/pointsMall/items/set-active', input));
}

/** Retires or reactivates an item and re-reads the lists. */
export function useSetMallItemActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['points-mall-admin', 'setMallItemActive'] as const,
    mutationFn: setMallItemActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pointsMallAdmin.all }),
  });
}
