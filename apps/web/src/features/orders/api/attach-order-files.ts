import { attachOrderFilesRequestSchema } from '@boardforge/contracts/orders.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { postData } from '../../../lib/request.ts';

/** POST /api/orderInfo/attachFiles — the customer's own uploaded Gerber attached to their order before review. */
export async function attachOrderFiles(input: z.input<typeof attachOrderFilesRequestSchema>): Promise<unknown> {
  return postData<unknown>('/orderInfo/attachFiles', attachOrderFilesRequestSchema.parse(input));
}

/** Attaches the Gerber and re-reads the order and the lists. */
export function useAttachOrderFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'attachFiles'] as const,
    mutationFn: attachOrderFiles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
