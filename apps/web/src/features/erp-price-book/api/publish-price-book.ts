import {
  type PublishPriceBookAnswer,
  type PublishPriceBookRequest,
  publishPriceBookAnswerSchema,
} from '@boardforge/contracts/price-book.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/priceBook/publish — the draft becomes version n + 1 (409 when `baseVersion` is no longer current). */
async function publishPriceBook(input: PublishPriceBookRequest): Promise<PublishPriceBookAnswer> {
  return publishPriceBookAnswerSchema.parse(await postData<unknown>('/erp/priceBook/publish', input, { silent: true }));
}

/** Publishes a draft; the current book (instant quotes) and the history are read again. */
export function usePublishPriceBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['price-book', 'publish'] as const,
    mutationFn: publishPriceBook,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.quotes.priceBook() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.priceBook.all });
    },
  });
}
