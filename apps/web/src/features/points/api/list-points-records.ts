import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { pointsRowSchema, type ScoreListRequest } from '@boardforge/contracts/points.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** Earned or spent points: the kinds the contract's request takes. */
export type PointsKind = NonNullable<ScoreListRequest['kind']>;

const pointsPageSchema = pageSchema(pointsRowSchema);
export type PointsPage = z.infer<typeof pointsPageSchema>;

/** POST /api/user/scorelist — own points records of one kind, newest first. */
export async function listPointsRecords(kind: PointsKind, pageNum: number, pageSize: number): Promise<PointsPage> {
  return pointsPageSchema.parse(await postData<unknown>('/user/scorelist', { kind, pageNum, pageSize }));
}

/** Query options of one page of records. */
export function pointsRecordsQueryOptions(kind: PointsKind, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.points.records(kind, pageNum, pageSize),
    queryFn: () => listPointsRecords(kind, pageNum, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** One page of earned or spent points. */
export function usePointsRecords(kind: PointsKind, pageNum: number, pageSize: number) {
  return useQuery(pointsRecordsQueryOptions(kind, pageNum, pageSize));
}
