import type { SaveOrderRequest } from '@boardforge/contracts/orders.ts';
import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import type { Language } from '../../../i18n/messages.ts';
import { AppError, isAppError } from '../../../lib/app-error.ts';
import type { PricedQuote, QuotesService } from '../../quotes/quotes.service.ts';

/** Layout design up to this many pins has a fixed price (docs/workflow.md "Where an order starts"). */
export const instantDesignMaxPins = 100;

/**
 * An order line before it is stored: what it is, how many, and its price in fen (0 until an inquiry is quoted); a
 * component line also its catalogue part, BOM row, MPN and unit price (fractional fen) when matched.
 */
export type PricedLine = {
  code: string;
  label: string;
  labelZh: string;
  quantity: number;
  amountFen: number;
  unitPriceFen?: number | null;
  partId?: string | null;
  bomRowNumber?: number | null;
  mpn?: string | null;
};

/** The components an order buys (a BOM order's, or an SMT order's sourced ones), and whether all have a price. */
export type SourcedComponents = { lines: PricedLine[]; isAllPriced: boolean; totalFen: number };

/** What the server's own pricing of an order decides: where it starts, its totals and lines, the engine's answer. */
export type PricedOrder = {
  status: OrderStatus;
  totalFen: number;
  payableFen: number;
  quote: unknown;
  priceBookVersion: number | null;
  lines: PricedLine[];
};

type PriceAnswer = {
  items: readonly { line: string; label: string; labelZh: string }[];
  priceBookVersion: number;
};

/**
 * The request with its spec taxed by the order's own invoice type: the invoice chosen at checkout is the one staff
 * issue, so it decides the tax of PCB, SMT and stencil orders whatever the quoted spec said. BOM orders and layout
 * design carry no tax rule (docs/pricing.md), so their spec stays as sent.
 */
export function applyOrderInvoiceType(request: SaveOrderRequest): SaveOrderRequest {
  switch (request.orderType) {
    // One case per type, so each spec keeps its own shape.
    case 'pcb':
      return { ...request, spec: { ...request.spec, invoiceType: request.invoiceType } };
    case 'smt':
      return { ...request, spec: { ...request.spec, invoiceType: request.invoiceType } };
    case 'stencil':
      return { ...request, spec: { ...request.spec, invoiceType: request.invoiceType } };
    case 'bom':
    case 'design':
      return request;
  }
}

/**
 * Prices an order again with the current price book, whatever the client computed: instant orders (PCB, SMT,
 * stencil, design up to 100 pins) start at 5 with the engine's total, also when it needs review; so does a BOM order
 * whose every line is matched at a known price (an SMT order sourcing its components adds them to its total).
 * A BOM with a line to quote, and larger designs, are inquiries at 0 with nothing payable yet. An invalid spec is a
 * 400 naming `spec.<field>`.
 */
export async function priceOrder(
  quotes: QuotesService,
  request: SaveOrderRequest,
  language: Language,
  components: SourcedComponents | undefined,
): Promise<PricedOrder> {
  try {
    switch (request.orderType) {
      case 'pcb':
        return toInstantOrder(await quotes.pricePcbSpec(request.spec, language));
      case 'smt':
        return withComponents(toInstantOrder(await quotes.priceSmtSpec(request.spec, language)), components);
      case 'stencil':
        return toInstantOrder(await quotes.priceStencilSpec(request.spec, language));
      case 'design': {
        const priced = await quotes.estimateLayoutDesignSpec(request.spec, language);
        if (request.spec.pins <= instantDesignMaxPins) return toInstantOrder(priced);
        const estimate = priced.answer;
        const [item] = estimate.items;
        return {
          status: 0,
          totalFen: 0,
          payableFen: 0,
          quote: estimate,
          priceBookVersion: estimate.priceBookVersion,
          lines: [
            {
              code: 'designFee',
              label: item?.label ?? 'Design fee',
              labelZh: item?.labelZh ?? '设计费',
              quantity: 1,
              amountFen: 0,
            },
          ],
        };
      }
      case 'bom':
        return withComponents(
          { status: 5, totalFen: 0, payableFen: 0, quote: null, priceBookVersion: null, lines: [] },
          components,
        );
    }
  } catch (error) {
    if (isAppError(error) && error.code === '400' && error.fieldErrors) {
      const fieldErrors = error.fieldErrors.map((fieldError) => ({ ...fieldError, field: `spec.${fieldError.field}` }));
      throw new AppError('400', error.messageKey, error.params, { fieldErrors, cause: error });
    }
    throw error;
  }
}

// An order with components to buy: all priced, it stays instant with their sum added; otherwise it is an inquiry at 0
// (nothing payable until quoted) whose lines keep the prices already known.
function withComponents(order: PricedOrder, components: SourcedComponents | undefined): PricedOrder {
  if (!components) return order;
  const lines = [...order.lines, ...components.lines];
  if (!components.isAllPriced) return { ...order, status: 0, totalFen: 0, payableFen: 0, lines };
  const totalFen = order.totalFen + components.totalFen;
  return { ...order, totalFen, payableFen: order.payableFen + components.totalFen, lines };
}

/** An instant order from a priced quote: its total and lines in the engine's whole fen, the answer kept as quoted. */
function toInstantOrder({ answer, totalFen, itemsFen }: PricedQuote<PriceAnswer>): PricedOrder {
  return {
    status: 5,
    totalFen,
    payableFen: totalFen,
    quote: answer,
    priceBookVersion: answer.priceBookVersion,
    lines: answer.items.map((item, index) => ({
      code: item.line,
      label: item.label,
      labelZh: item.labelZh,
      quantity: 1,
      amountFen: itemsFen[index] ?? 0,
    })),
  };
}
