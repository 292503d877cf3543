import { type OrderHomeAnswer, orderHomeAnswerSchema } from '@boardforge/contracts/order-home.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../lib/languages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/orderInfo/home — what waits for the customer, orders in production, newest quotes and files. */
export async function getOrderHome(): Promise<OrderHomeAnswer> {
  return orderHomeAnswerSchema.parse(await getData<unknown>('/orderInfo/home'));
}

/** Query options of the customer's home (under 'orders': payments and live order events refresh it). */
export function orderHomeQueryOptions(language: Language) {
  return queryOptions({ queryKey: queryKeys.orders.home(language), queryFn: getOrderHome });
}

/** The customer's home in the UI language (order summaries are worded by the server). */
export function useOrderHome(language: Language) {
  return useQuery(orderHomeQueryOptions(language));
}
