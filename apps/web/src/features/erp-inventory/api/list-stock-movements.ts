import {
  type StockMovementsAnswer,
  stockMovementsAnswerSchema,
  type stockMovementsQuerySchema,
} from '@boardforge/contracts/stock.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of the stock ledger to list: a part, a kind and a window of days. */
export type StockMovementFilters = z.input<typeof stockMovementsQuerySchema>;

/** GET /api/erp/stock/movements — the ledger newest first, and the pieces in and out of the whole filter. */
export async function listStockMovements(filters: StockMovementFilters): Promise<StockMovementsAnswer> {
  return stockMovementsAnswerSchema.parse(await getData<unknown>('/erp/stock/movements', filters, { silent: true }));
}

/** One page of the movements tab. */
export function useStockMovements(filters: StockMovementFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.inventory.movements(filters),
      queryFn: () => listStockMovements(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
