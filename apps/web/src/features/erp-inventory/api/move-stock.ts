import {
  type adjustStockRequestSchema,
  type StockMoveAnswer,
  type stockEntryRequestSchema,
  type stockExitRequestSchema,
  stockMoveAnswerSchema,
} from '@boardforge/contracts/stock.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** A move as the stock form sends it: an adjustment, an entry or an exit, with its own fields. */
export type StockMoveInput =
  | { kind: 'adjust'; request: z.input<typeof adjustStockRequestSchema> }
  | { kind: 'entry'; request: z.input<typeof stockEntryRequestSchema> }
  | { kind: 'exit'; request: z.input<typeof stockExitRequestSchema> };

/** POST /api/erp/stock/adjust, /entry or /exit — one movement of the ledger; the form shows refusals. */
export async function moveStock(input: StockMoveInput): Promise<StockMoveAnswer> {
  return stockMoveAnswerSchema.parse(
    await postData<unknown>(`/erp/stock/${input.kind}`, input.request, { silent: true }),
  );
}

/** Moves stock and re-reads the inventory (parts, levels, movements). */
export function useMoveStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'move-stock'] as const,
    mutationFn: moveStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory.all }),
  });
}
