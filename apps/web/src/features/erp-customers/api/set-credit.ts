import { type CustomerDetail, customerDetailSchema, type SetCreditRequest } from '@boardforge/contracts/customers.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/customers/credit — sets a customer's credit limit and days; the form shows any refusal itself. */
export async function setCredit(input: SetCreditRequest): Promise<CustomerDetail> {
  return customerDetailSchema.parse(await postData<unknown>('/erp/customers/credit', input, { silent: true }));
}

/** Sets credit terms, then re-reads the customers (list, detail) and the orders (what may go to purchasing). */
export function useSetCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'credit'] as const,
    mutationFn: setCredit,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.customers.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
