import { designJobListItemSchema, type designJobListQuerySchema } from '@boardforge/contracts/design-job-views.ts';
import { pageSchema } from '@boardforge/contracts/envelope.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { readDesignPath } from '../../../lib/design-paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

const designJobPageSchema = pageSchema(designJobListItemSchema);
export type DesignJobPage = z.infer<typeof designJobPageSchema>;
type ListQuery = z.input<typeof designJobListQuerySchema>;

/** GET /api/design/job/list — a page of the caller's own design jobs, the newest first. */
export async function listDesignJobs(query: ListQuery): Promise<DesignJobPage> {
  return designJobPageSchema.parse(await getData<unknown>(readDesignPath('list'), query));
}

/** The caller's design jobs, one page. */
export function useDesignJobs(query: ListQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.designJobs.list(query),
      queryFn: () => listDesignJobs(query),
      placeholderData: keepPreviousData,
    }),
  );
}
