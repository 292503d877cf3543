import { type PublicShowcaseAnswer, publicShowcaseAnswerSchema } from '@boardforge/contracts/content.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

const showcasePaging = { pageNum: 1, pageSize: 10 } as const;

/** GET /api/content/showcase — the newest approved customer ratings. */
async function listPublicShowcase(): Promise<PublicShowcaseAnswer> {
  return publicShowcaseAnswerSchema.parse(
    await getData<unknown>('/content/showcase', showcasePaging, { silent: true }),
  );
}

/** The newest approved customer ratings for the home page. */
export function usePublicShowcase() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.content.publicShowcase(showcasePaging), queryFn: listPublicShowcase }),
  );
}
