import {
  type DecideShowcaseRequest,
  type ShowcaseRating,
  showcaseRatingSchema,
} from '@boardforge/contracts/content.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/erp/content/showcase/decide — approves (home page) or rejects a shared rating. */
async function decideShowcaseRating(input: DecideShowcaseRequest): Promise<ShowcaseRating> {
  return showcaseRatingSchema.parse(await postData<unknown>('/erp/content/showcase/decide', input));
}

/** Decides a shared rating and re-reads the lists (the public showcase too). */
export function useDecideShowcaseRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', 'decide-showcase-rating'] as const,
    mutationFn: decideShowcaseRating,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
