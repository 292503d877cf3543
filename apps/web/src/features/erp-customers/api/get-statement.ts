import { type Statement, type StatementQuery, statementSchema } from '@boardforge/contracts/customers.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/erp/customers/statement — a customer's statement of a period. */
export async function getStatement(query: StatementQuery): Promise<Statement> {
  return statementSchema.parse(await getData<unknown>('/erp/customers/statement', query, { silent: true }));
}

/** A customer's statement of the period shown; the previous one stays while the next loads. */
export function useStatement(query: StatementQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.customers.statement(query),
      queryFn: () => getStatement(query),
      placeholderData: keepPreviousData,
    }),
  );
}
