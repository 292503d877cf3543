import { orderMessagesAnswerSchema } from '@boardforge/contracts/order-messages.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, postData } from '../../../lib/request.ts';

// Under 'orders': the live order events (kind `message`) refresh the thread when staff answer.
const threadKey = (orderId: string) => ['orders', 'messages', orderId] as const;

/** GET /api/orderInfo/messages: the questions and answers of an own order. */
export function useOwnOrderMessages(orderId: string) {
  return useQuery({
    queryKey: threadKey(orderId),
    queryFn: async () =>
      orderMessagesAnswerSchema.parse(await getData<unknown>('/orderInfo/messages', { orderId })).messages,
  });
}

/** POST /api/orderInfo/messages/send (quiet: the thread shows a refusal beside the box). */
export function useSendOwnOrderMessage(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'messages', 'send'] as const,
    mutationFn: async (body: string) =>
      orderMessagesAnswerSchema.parse(
        await postData<unknown>('/orderInfo/messages/send', { orderId, body }, { silent: true }),
      ).messages,
    onSuccess: (messages) => queryClient.setQueryData(threadKey(orderId), messages),
  });
}
