import { type ApiKey, apiKeySchema } from '@boardforge/contracts/api-keys.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/apiKeys/list — own live API keys, the newest first (never their secrets). */
export async function listApiKeys(): Promise<ApiKey[]> {
  return z.array(apiKeySchema).parse(await getData<unknown>('/apiKeys/list'));
}

/** The own live API keys. */
export function useApiKeys() {
  return useQuery(queryOptions({ queryKey: queryKeys.apiKeys.list(), queryFn: listApiKeys }));
}
