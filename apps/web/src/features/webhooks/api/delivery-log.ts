import {
  type resendWebhookRequestSchema,
  type WebhookAttempt,
  webhookAttemptSchema,
} from '@boardforge/contracts/webhooks.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData, postData } from '../../../lib/request.ts';

/** GET /api/webhooks/log — an own endpoint's attempts, the newest first. */
async function readLog(endpointId: string): Promise<WebhookAttempt[]> {
  return z.array(webhookAttemptSchema).parse(await getData<unknown>('/webhooks/log', { id: endpointId }));
}

export function useDeliveryLog(endpointId: string) {
  return useQuery(queryOptions({ queryKey: queryKeys.webhooks.log(endpointId), queryFn: () => readLog(endpointId) }));
}

/** POST /api/webhooks/resend — queues a delivery again now. */
export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'resend'] as const,
    mutationFn: async (input: z.input<typeof resendWebhookRequestSchema>) => {
      await postData<null>('/webhooks/resend', input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}
