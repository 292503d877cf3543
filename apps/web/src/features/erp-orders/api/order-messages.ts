import { orderMessagesAnswerSchema } from '@boardforge/contracts/order-messages.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, postData } from '../../../lib/request.ts';

// Under 'orders': the live order events (kind `message`) refresh the thread when the customer writes.
const threadKey = (orderId: string) => ['orders', 'erp', 'messages', orderId] as const;

/** GET /api/erp/order/messages: an order's questions and answers, for staff. */
export function useErpOrderMessages(orderId: string) {
  return useQuery({
    queryKey: threadKey(orderId),
    queryFn: async () =>
      orderMessagesAnswerSchema.parse(await getData<unknown>('/erp/order/messages', { orderId })).messages,
  });
}

/** POST /api/erp/order/messages/send (quiet: the thread shows a refusal beside the box). */
export function useSendErpOrderMessage(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'erp', 'messages', 'send'] as const,
    mutationFn: async (body: string) =>
      orderMessagesAnswerSchema.parse(
        await postData<unknown>('/erp/order/messages/send', { orderId, body }, { silent: true }),
      ).messages,
    onSuccess: (messages) => queryClient.setQueryData(threadKey(orderId), messages),
  });
}
