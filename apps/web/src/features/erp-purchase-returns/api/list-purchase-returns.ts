import {
  type PurchaseReturnsAnswer,
  purchaseReturnsAnswerSchema,
  type purchaseReturnsQuerySchema,
} from '@boardforge/contracts/purchase-returns.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of purchase returns to list: a supplier, a status and a window of request days. */
export type PurchaseReturnFilters = z.input<typeof purchaseReturnsQuerySchema>;

/** GET /api/erp/purchase-returns/list — a page, newest first, with the filter's totals in all and per supplier. */
export async function listPurchaseReturns(filters: PurchaseReturnFilters): Promise<PurchaseReturnsAnswer> {
  return purchaseReturnsAnswerSchema.parse(
    await getData<unknown>('/erp/purchase-returns/list', filters, { silent: true }),
  );
}

/** One page of purchase returns; the previous page stays shown while the next loads. */
export function usePurchaseReturns(filters: PurchaseReturnFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.purchaseReturns.list(filters),
      queryFn: () => listPurchaseReturns(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
