import {
  type VerifyCollectionAnswer,
  type VerifyCollectionRequest,
  verifyCollectionAnswerSchema,
} from '@boardforge/contracts/payments.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/payment/verifyCollection — records a bank transfer as arrived; the form shows any refusal itself. */
export async function verifyCollection(input: VerifyCollectionRequest): Promise<VerifyCollectionAnswer> {
  return verifyCollectionAnswerSchema.parse(
    await postData<unknown>('/erp/payment/verifyCollection', input, { silent: true }),
  );
}

/** Verifies a transfer and re-reads the lists and orders, also after a refusal (someone may have verified it first). */
export function useVerifyCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['collections', 'verify'] as const,
    mutationFn: verifyCollection,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.collections.all });
      // The order's paid amount changed too (staff order screens, an open order page).
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
