import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import type { PcbSpecInput } from '@boardforge/domain/pricing/pcb-spec.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import type { SmtSpecInput } from '@boardforge/domain/pricing/smt-spec.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';
import type { StencilSpecInput } from '@boardforge/domain/pricing/stencil-spec.ts';
import type { CartOrderType } from './cart-store.ts';

/** Prices a cart line in the browser with the domain engine (instant; the server confirms); null when it cannot. */
export function repriceInBrowser(
  orderType: CartOrderType,
  spec: Record<string, unknown>,
  priceBook: PriceBook,
  now: Date,
): number | null {
  const result =
    orderType === 'pcb'
      ? quotePcb(spec as unknown as PcbSpecInput, priceBook, now)
      : orderType === 'smt'
        ? quoteSmt(spec as unknown as SmtSpecInput, priceBook, now)
        : orderType === 'stencil'
          ? quoteStencil(spec as unknown as StencilSpecInput, priceBook, now)
          : null;
  return result?.ok ? result.quote.lines.total : null;
}
