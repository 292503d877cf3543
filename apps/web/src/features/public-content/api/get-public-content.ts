import { contentIdParamsSchema, type PublicContent, publicContentSchema } from '@boardforge/contracts/content.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/content/:id — one published record; a draft or a missing id answers 404. */
async function getPublicContent({ id }: z.input<typeof contentIdParamsSchema>): Promise<PublicContent> {
  return publicContentSchema.parse(
    await getData<unknown>(`/content/${encodeURIComponent(id)}`, undefined, { silent: true }),
  );
}

/** Tells whether a failed read means "no such published record" (404), as opposed to a failure worth retrying. */
export function isContentNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === '404';
}

/**
 * One published record by id. An id that is not a record id at all is known missing without asking the server;
 * a 404 is not retried (it will not appear by asking again).
 */
export function usePublicContent(id: string) {
  const isRecordId = contentIdParamsSchema.safeParse({ id }).success;
  return {
    isRecordId,
    ...useQuery(
      queryOptions({
        queryKey: queryKeys.content.publicItem(id),
        queryFn: () => getPublicContent({ id }),
        enabled: isRecordId,
        retry: (failures, error) => !isContentNotFound(error) && failures < 2,
      }),
    ),
  };
}
