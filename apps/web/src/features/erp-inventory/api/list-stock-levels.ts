import {
  type StockLevelsAnswer,
  stockLevelsAnswerSchema,
  type stockLevelsQuerySchema,
} from '@boardforge/contracts/stock.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of stock levels to list: an MPN prefix, and only the low ones. */
export type StockLevelFilters = z.input<typeof stockLevelsQuerySchema>;

/** GET /api/erp/stock/levels — stock on hand, reserved, available, low flags and value, with the filter's totals. */
export async function listStockLevels(filters: StockLevelFilters): Promise<StockLevelsAnswer> {
  return stockLevelsAnswerSchema.parse(await getData<unknown>('/erp/stock/levels', filters, { silent: true }));
}

/** One page of the stock levels tab; the previous page stays shown while the next loads. */
export function useStockLevels(filters: StockLevelFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.inventory.stockLevels(filters),
      queryFn: () => listStockLevels(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
