import {
  type QuoteSheet,
  quoteSheetSchema,
  type SavePurchaseSheetRequest,
  type SaveSalesSheetRequest,
} from '@boardforge/contracts/quote-sheets.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, postData } from '../../../lib/request.ts';

const sheetKey = (orderId: string) => ['orders', 'erp', 'quote-sheet', orderId] as const;

/** GET /api/erp/quoteSheet/detail: an inquiry's quote sheet (lines, offers, drafts, what was submitted). */
export async function getQuoteSheet(orderId: string): Promise<QuoteSheet> {
  return quoteSheetSchema.parse(await getData<unknown>('/erp/quoteSheet/detail', { orderId }));
}

/** The quote sheet of an order; not refetched on focus, so a draft being typed is never replaced under the user. */
export function useQuoteSheet(orderId: string) {
  return useQuery({
    queryKey: sheetKey(orderId),
    queryFn: () => getQuoteSheet(orderId),
    refetchOnWindowFocus: false,
  });
}

/** Saves the buyer's or the salesperson's draft (quiet: the sheet shows a 400's fields and a 409 itself). */
export function useSaveQuoteSheet(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'erp', 'quote-sheet', 'save'] as const,
    mutationFn: async (
      input: { kind: 'purchase'; body: SavePurchaseSheetRequest } | { kind: 'sales'; body: SaveSalesSheetRequest },
    ) => {
      const path = input.kind === 'purchase' ? '/erp/quoteSheet/savePurchase' : '/erp/quoteSheet/saveSales';
      return quoteSheetSchema.parse(await postData<unknown>(path, input.body, { silent: true }));
    },
    onSuccess: (sheet) => queryClient.setQueryData(sheetKey(orderId), sheet),
  });
}
