import {
  pcbPriceAnswerSchema,
  smtPriceAnswerSchema,
  stencilPriceAnswerSchema,
} from '@boardforge/contracts/price-answers.ts';
import { postData } from '../../../lib/request.ts';
import type { CartOrderType } from '../utils/cart-store.ts';

const paths = { pcb: '/pcb/calcPcbPrice', smt: '/pcb/calcSmtPrice', stencil: '/pcb/calcStenPrice' } as const;
const schemas = { pcb: pcbPriceAnswerSchema, smt: smtPriceAnswerSchema, stencil: stencilPriceAnswerSchema } as const;

/** POST /api/pcb/calc*Price — the server's total (yuan) for a cart line; BOM lines have no instant price (null). */
export async function confirmPrice(
  orderType: CartOrderType,
  spec: Record<string, unknown>,
): Promise<{ total: number; priceBookVersion: number } | null> {
  if (orderType === 'bom') return null;
  const answer = schemas[orderType].parse(await postData<unknown>(paths[orderType], spec, { silent: true }));
  return { total: answer.lines.total, priceBookVersion: answer.priceBookVersion };
}
