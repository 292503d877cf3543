import { type LedgerAnswer, type LedgerQuery, ledgerAnswerSchema } from '@boardforge/contracts/ledger.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** What the ledger table asks for: the filters (unset ones left out) and the page. */
export type LedgerFilters = Partial<Pick<LedgerQuery, 'kind' | 'channel' | 'from' | 'to' | 'keyword'>> & {
  pageNum: number;
  pageSize: number;
};

/** GET /api/erp/payment/ledger — one page of ledger rows, newest first, and the totals of the whole filter. */
export async function listLedger(filters: LedgerFilters): Promise<LedgerAnswer> {
  // Silent: the page shows its own error state with a retry instead of a notification.
  return ledgerAnswerSchema.parse(await getData<unknown>('/erp/payment/ledger', filters, { silent: true }));
}

/** One page of the ledger; the previous page stays shown while the next loads. */
export function useLedger(filters: LedgerFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.ledger.list(filters),
      queryFn: () => listLedger(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
