import { type DictionaryOptionAnswer, dictionaryOptionSchema } from '@boardforge/contracts/quotes.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/dict/getDictListByPid — one option set of the current price book (parent ids: dictionaryParentIds). */
export async function getDictListByPid(pid: number): Promise<DictionaryOptionAnswer[]> {
  return z.array(dictionaryOptionSchema).parse(await postData<unknown>('/dict/getDictListByPid', { pid }));
}

/** Query options of one option set. */
export function dictListByPidQueryOptions(pid: number) {
  return queryOptions({
    queryKey: queryKeys.quotes.dictionary(pid),
    queryFn: () => getDictListByPid(pid),
    staleTime: 5 * 60_000,
  });
}

/** One option set from the server. */
export function useDictListByPid(pid: number) {
  return useQuery(dictListByPidQueryOptions(pid));
}
