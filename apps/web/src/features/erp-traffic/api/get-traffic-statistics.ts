import {
  type TrafficStatisticsAnswer,
  type TrafficStatisticsRequest,
  trafficStatisticsAnswerSchema,
} from '@boardforge/contracts/traffic.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/traffic/statistics — views, visitors, breakdowns and conversion of a window of days. */
export async function getTrafficStatistics(request: TrafficStatisticsRequest): Promise<TrafficStatisticsAnswer> {
  return trafficStatisticsAnswerSchema.parse(
    await postData<unknown>('/erp/traffic/statistics', request, { silent: true }),
  );
}

/** The statistics of a window; the previous answer stays shown while a changed window loads. null: idle. */
export function useTrafficStatistics(request: TrafficStatisticsRequest | null) {
  return useQuery({
    queryKey: ['traffic', 'statistics', request ?? {}] as const,
    queryFn: () => getTrafficStatistics(request as TrafficStatisticsRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
