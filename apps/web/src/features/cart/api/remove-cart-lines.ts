import { type CartAnswer, cartAnswerSchema, type removeCartLinesRequestSchema } from '@boardforge/contracts/cart.ts';
import type { z } from 'zod';
import { postData } from '../../../lib/request.ts';

/** POST /api/cart/remove — removes the customer's lines by id; answers the whole cart. */
export async function removeCartLines(input: z.input<typeof removeCartLinesRequestSchema>): Promise<CartAnswer> {
  return cartAnswerSchema.parse(await postData<unknown>('/cart/remove', input));
}
