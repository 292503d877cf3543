import { type PurchaseReturnDetail, purchaseReturnDetailSchema } from '@boardforge/contracts/purchase-returns.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/purchase-returns/detail — one return with its lines and the actions its status allows. */
export async function getPurchaseReturn(id: string): Promise<PurchaseReturnDetail> {
  return purchaseReturnDetailSchema.parse(await getData<unknown>('/erp/purchase-returns/detail', { id }));
}

/** The open return of the drawer (nothing loads while it is closed). */
export function usePurchaseReturn(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.purchaseReturns.detail(id ?? ''),
      queryFn: () => getPurchaseReturn(id ?? ''),
      enabled: id !== null,
    }),
  );
}
