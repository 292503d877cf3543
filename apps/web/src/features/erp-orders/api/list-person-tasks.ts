import {
  type PersonTaskListAnswer,
  type PersonTaskListRequest,
  personTaskListAnswerSchema,
} from '@boardforge/contracts/erp-orders.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** What a task list request may name: a page and, optionally, one status and the screen's scope. */
export type PersonTaskFilters = Pick<PersonTaskListRequest, 'pageNum' | 'pageSize' | 'status' | 'scope'>;

/** POST /api/report/getPersonTaskList — the caller's waiting orders, each with the actions they may take now. */
export async function listPersonTasks(filters: PersonTaskFilters): Promise<PersonTaskListAnswer> {
  return personTaskListAnswerSchema.parse(await postData<unknown>('/report/getPersonTaskList', filters));
}

/** One page of the caller's waiting work (of one status, when given) with the counts by status over all of it. */
export function usePersonTasks(filters: PersonTaskFilters, options: { isEnabled?: boolean } = {}) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.personTasks(filters, language),
      queryFn: () => listPersonTasks(filters),
      placeholderData: keepPreviousData,
      enabled: options.isEnabled ?? true,
    }),
  );
}
