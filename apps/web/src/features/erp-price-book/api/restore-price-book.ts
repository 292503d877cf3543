import {
  type PublishPriceBookAnswer,
  publishPriceBookAnswerSchema,
  type RestorePriceBookRequest,
} from '@boardforge/contracts/price-book.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/priceBook/restore — publishes a stored version again as version n + 1. */
async function restorePriceBook(input: RestorePriceBookRequest): Promise<PublishPriceBookAnswer> {
  return publishPriceBookAnswerSchema.parse(await postData<unknown>('/erp/priceBook/restore', input, { silent: true }));
}

/** Restores an old version; the current book and the history are read again. */
export function useRestorePriceBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['price-book', 'restore'] as const,
    mutationFn: restorePriceBook,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.quotes.priceBook() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.priceBook.all });
    },
  });
}
