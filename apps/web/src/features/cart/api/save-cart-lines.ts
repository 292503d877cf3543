import { type CartAnswer, cartAnswerSchema, type cartLinesRequestSchema } from '@boardforge/contracts/cart.ts';
import type { z } from 'zod';
import { postData } from '../../../lib/request.ts';

/** POST /api/cart/lines — adds lines or replaces the customer's lines of the same ids; answers the whole cart. */
export async function saveCartLines(input: z.input<typeof cartLinesRequestSchema>): Promise<CartAnswer> {
  return cartAnswerSchema.parse(await postData<unknown>('/cart/lines', input));
}
