import { type PersonTaskListAnswer, personTaskListAnswerSchema } from '@boardforge/contracts/erp-orders.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/report/getPersonTaskList — the caller's waiting orders, each with the actions they may take now. */
export async function listPersonTasks(page: { pageNum: number; pageSize: number }): Promise<PersonTaskListAnswer> {
  return personTaskListAnswerSchema.parse(await postData<unknown>('/report/getPersonTaskList', page));
}

/** One page of the caller's waiting work with the counts by status. */
export function usePersonTasks(pageNum: number, pageSize: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.personTasks(pageNum, pageSize),
      queryFn: () => listPersonTasks({ pageNum, pageSize }),
      placeholderData: keepPreviousData,
    }),
  );
}
