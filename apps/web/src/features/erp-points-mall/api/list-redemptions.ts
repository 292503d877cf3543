import {
  type AdminRedemption,
  adminRedemptionsAnswerSchema,
  type adminRedemptionsQuerySchema,
} from '@boardforge/contracts/points-mall.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExportPage } from '../../../components/erp/export-rows.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** Which page of redemptions to list: status, customer (phone or name), item and days. */
export type RedemptionFilters = z.input<typeof adminRedemptionsQuerySchema>;

/** GET /api/erp/pointsMall/redemptions/list — a page of redemptions, newest first, with the filter's count. */
export async function listRedemptions(filters: RedemptionFilters): Promise<ExportPage<AdminRedemption>> {
  return adminRedemptionsAnswerSchema.parse(
    await getData<unknown>('/erp/pointsMall/redemptions/list', filters, { silent: true }),
  );
}

/** One page of redemptions; the previous page stays shown while the next loads. */
export function useRedemptionsPage(filters: RedemptionFilters) {
  return useQuery({
    queryKey: queryKeys.pointsMallAdmin.redemptions(filters),
    queryFn: () => listRedemptions(filters),
    placeholderData: keepPreviousData,
  });
}
