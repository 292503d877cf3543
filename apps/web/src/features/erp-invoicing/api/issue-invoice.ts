import {
  type IssueInvoiceAnswer,
  type IssueInvoiceRequest,
  issueInvoiceAnswerSchema,
} from '@boardforge/contracts/invoices.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/invoice/issue — records an invoice issued on a paid order; the form shows any refusal itself. */
export async function issueInvoice(input: IssueInvoiceRequest): Promise<IssueInvoiceAnswer> {
  return issueInvoiceAnswerSchema.parse(await postData<unknown>('/erp/invoice/issue', input, { silent: true }));
}

/** Issues an invoice and re-reads the lists and orders, also after a refusal (someone may have invoiced it first). */
export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['invoicing', 'issue'] as const,
    mutationFn: issueInvoice,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.invoicing.all });
      // The customer's order page lists its invoices.
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
