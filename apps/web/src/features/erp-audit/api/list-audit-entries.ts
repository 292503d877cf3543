import { type AuditListAnswer, auditListAnswerSchema, type auditListQuerySchema } from '@boardforge/contracts/audit.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of the audit log to list: a person, a kind, an object and a window of days. */
export type AuditFilters = z.input<typeof auditListQuerySchema>;

/** GET /api/erp/audit/list — a page of staff actions, newest first, with the filter's count. */
export async function listAuditEntries(filters: AuditFilters): Promise<AuditListAnswer> {
  return auditListAnswerSchema.parse(await getData<unknown>('/erp/audit/list', filters, { silent: true }));
}

/** One page of the audit log; the previous page stays shown while the next loads. */
export function useAuditEntries(filters: AuditFilters) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.audit.list(filters),
      queryFn: () => listAuditEntries(filters),
      placeholderData: keepPreviousData,
    }),
  );
}
