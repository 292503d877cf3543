import { designQueueItemSchema, type designQueueQuerySchema } from '@boardforge/contracts/design-job-views.ts';
import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

const designQueuePageSchema = pageSchema(designQueueItemSchema);
export type DesignQueueQuery = z.input<typeof designQueueQuerySchema>;

/** GET /api/erp/design/queue — a page of design jobs by status, engineer and overdue, the most urgent first. */
export async function listDesignQueue(query: DesignQueueQuery) {
  return designQueuePageSchema.parse(await getData<unknown>(readDesignPath('erpQueue'), query));
}

/** One page of the design queue. */
export function useDesignQueue(query: DesignQueueQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.erpDesign.queue(query),
      queryFn: () => listDesignQueue(query),
      placeholderData: keepPreviousData,
    }),
  );
}
