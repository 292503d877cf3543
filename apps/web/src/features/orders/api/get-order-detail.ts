import { orderDetailSchema, orderHistoryRowSchema } from '@boardforge/contracts/order-detail.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

// History rows also record payments (action 'payment') and carry the server's wording; read them leniently.
const detailSchema = orderDetailSchema.extend({
  history: z.array(orderHistoryRowSchema.extend({ action: z.string(), statusText: z.string().optional() })),
});
export type OrderDetailView = z.infer<typeof detailSchema>;

/** GET /api/orderInfo/detail — the order with price lines, files, payments, shipments, history and allowed actions. */
export async function getOrderDetail(orderId: string): Promise<OrderDetailView> {
  return detailSchema.parse(await getData<unknown>('/orderInfo/detail', { orderId }));
}

/** One order of the caller. */
export function useOrderDetail(orderId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orders.detail(orderId),
      queryFn: () => getOrderDetail(orderId),
      enabled: orderId !== '',
    }),
  );
}
