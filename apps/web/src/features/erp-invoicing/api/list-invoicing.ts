import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { type InvoiceListQuery, type InvoiceListRow, invoiceListRowSchema } from '@boardforge/contracts/invoices.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of which rows the Invoicing table shows. */
export type InvoicingFilters = InvoiceListQuery;

const invoicingPageSchema = pageSchema(invoiceListRowSchema);

/** GET /api/erp/invoice/list — orders waiting for an invoice (oldest first) or invoices issued (newest first). */
export async function listInvoicing(filters: InvoicingFilters): Promise<{ rows: InvoiceListRow[]; total: number }> {
  return invoicingPageSchema.parse(await getData<unknown>('/erp/invoice/list', filters));
}

/** One page of the Invoicing tab; the previous page stays shown while the next loads. */
export function useInvoicing(filters: InvoicingFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoicing.list(filters),
      queryFn: () => listInvoicing(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
