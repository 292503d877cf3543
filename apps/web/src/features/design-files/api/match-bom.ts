import { type MatchBomAnswer, matchBomAnswerSchema } from '@boardforge/contracts/bom-matching.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { postData } from '../../../lib/request.ts';

/** POST /api/file/matchBom: the uploaded BOM's lines matched against the parts catalogue for a number of sets. */
export async function matchBom(input: { fileId: string; sets: number }): Promise<MatchBomAnswer> {
  return matchBomAnswerSchema.parse(await postData<unknown>('/file/matchBom', input, { silent: true }));
}

/** The catalogue match of a BOM for its sets; the previous answer stays shown while a new sets count is matched. */
export function useBomMatch(fileId: string, sets: number) {
  return useQuery({
    queryKey: ['design-files', 'match-bom', fileId, sets] as const,
    queryFn: () => matchBom({ fileId, sets }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
