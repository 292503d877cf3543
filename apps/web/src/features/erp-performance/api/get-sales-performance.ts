import {
  type SalesPerformanceAnswer,
  type SalesPerformanceRequest,
  salesPerformanceAnswerSchema,
} from '@boardforge/contracts/performance.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/performance/sales — revenue, cost, margin and orders per salesperson and month in a window. */
export async function getSalesPerformance(request: SalesPerformanceRequest): Promise<SalesPerformanceAnswer> {
  return salesPerformanceAnswerSchema.parse(
    await postData<unknown>('/erp/performance/sales', request, { silent: true }),
  );
}

/** The sales performance of a window; the previous answer stays shown while a changed window loads. null: idle. */
export function useSalesPerformance(request: SalesPerformanceRequest | null) {
  return useQuery({
    queryKey: ['performance', 'sales', request ?? {}] as const,
    queryFn: () => getSalesPerformance(request as SalesPerformanceRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
