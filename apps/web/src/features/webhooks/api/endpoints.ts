import {
  type createWebhookRequestSchema,
  type updateWebhookRequestSchema,
  type WebhookEndpoint,
  webhookEndpointSchema,
  type webhookIdRequestSchema,
  webhookSecretAnswerSchema,
} from '@boardforge/contracts/webhooks.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData, postData } from '../../../lib/request.ts';

/** GET /api/webhooks/list — the own endpoints (never their secrets). */
async function listEndpoints(): Promise<WebhookEndpoint[]> {
  return z.array(webhookEndpointSchema).parse(await getData<unknown>('/webhooks/list'));
}

export function useWebhookEndpoints() {
  return useQuery(queryOptions({ queryKey: queryKeys.webhooks.list(), queryFn: listEndpoints }));
}

/** Runs a call and re-reads the endpoints after it. */
function useEndpointMutation<Input, Answer>(name: string, call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', name] as const,
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

/** POST /api/webhooks/create — answers the signing secret, shown once; a refusal marks the form's field. */
export function useCreateEndpoint() {
  return useEndpointMutation('create', async (input: z.input<typeof createWebhookRequestSchema>) =>
    webhookSecretAnswerSchema.parse(await postData<unknown>('/webhooks/create', input, { silent: true })),
  );
}

/** POST /api/webhooks/update — pause, resume or change events. */
export function useUpdateEndpoint() {
  return useEndpointMutation('update', async (input: z.input<typeof updateWebhookRequestSchema>) => {
    await postData<null>('/webhooks/update', input);
  });
}

/** POST /api/webhooks/rotate — a new secret, shown once. */
export function useRotateSecret() {
  return useEndpointMutation('rotate', async (input: z.input<typeof webhookIdRequestSchema>) =>
    webhookSecretAnswerSchema.parse(await postData<unknown>('/webhooks/rotate', input)),
  );
}

/** POST /api/webhooks/delete */
export function useDeleteEndpoint() {
  return useEndpointMutation('delete', async (input: z.input<typeof webhookIdRequestSchema>) => {
    await postData<null>('/webhooks/delete', input);
  });
}
