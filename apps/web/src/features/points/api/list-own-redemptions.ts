import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { redemptionSchema } from '@boardforge/contracts/points.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

const ownRedemptionsPageSchema = pageSchema(redemptionSchema);

/** GET /api/pointsMall/redemptions — the customer's redemptions with their status and tracking, newest first. */
export async function listOwnRedemptions(pageNum: number) {
  return ownRedemptionsPageSchema.parse(await getData<unknown>('/pointsMall/redemptions', { pageNum, pageSize: 10 }));
}

/** A page of the own redemptions (customers only). */
export function useOwnRedemptions(pageNum: number, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.points.ownRedemptions(pageNum),
    queryFn: () => listOwnRedemptions(pageNum),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
