import {
  type PreviewPriceBookAnswer,
  type PreviewPriceBookRequest,
  previewPriceBookAnswerSchema,
} from '@boardforge/contracts/price-book.ts';
import { useMutation } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/priceBook/preview — a draft against the current book: reference quotes and open unpaid orders. */
async function previewPriceBook(input: PreviewPriceBookRequest): Promise<PreviewPriceBookAnswer> {
  return previewPriceBookAnswerSchema.parse(await postData<unknown>('/erp/priceBook/preview', input, { silent: true }));
}

/** Previews a draft; the editor shows the answer or marks the fields a 400 names. */
export function usePreviewPriceBook() {
  return useMutation({ mutationKey: ['price-book', 'preview'] as const, mutationFn: previewPriceBook });
}
