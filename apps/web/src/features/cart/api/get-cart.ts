import { type CartAnswer, cartAnswerSchema } from '@boardforge/contracts/cart.ts';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/cart — the logged-in customer's cart, newest line first. */
export async function getCart(): Promise<CartAnswer> {
  return cartAnswerSchema.parse(await getData<unknown>('/cart'));
}

/** The cart of one customer (the key names the customer, so a shared browser never shows another's lines). */
export function cartQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeys.cart.lines(userId), queryFn: getCart });
}
