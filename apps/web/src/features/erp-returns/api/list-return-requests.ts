import {
  type ReturnRequestsAnswer,
  type ReturnRequestsQuery,
  returnRequestsAnswerSchema,
} from '@boardforge/contracts/sales-returns.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of return requests the table shows. */
export type ReturnRequestsPaging = ReturnRequestsQuery;

/** GET /api/erp/returns/requests — one page of return requests awaiting a decision, the oldest first. */
export async function listReturnRequests(paging: ReturnRequestsPaging): Promise<ReturnRequestsAnswer> {
  return returnRequestsAnswerSchema.parse(await getData<unknown>('/erp/returns/requests', paging, { silent: true }));
}

/** One page of return requests; the previous page stays shown while the next loads. */
export function useReturnRequests(paging: ReturnRequestsPaging) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.salesReturns.requests(paging),
      queryFn: () => listReturnRequests(paging),
      placeholderData: keepPreviousData,
    }),
  );
}
