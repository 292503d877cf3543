import { type CartAnswer, cartAnswerSchema, type cartLinesRequestSchema } from '@boardforge/contracts/cart.ts';
import type { z } from 'zod';
import { postData } from '../../../lib/request.ts';

/** POST /api/cart/merge — adds the browser's lines the cart does not hold yet (same id or quote); answers the cart. */
export async function mergeCart(input: z.input<typeof cartLinesRequestSchema>): Promise<CartAnswer> {
  return cartAnswerSchema.parse(await postData<unknown>('/cart/merge', input, { silent: true }));
}
