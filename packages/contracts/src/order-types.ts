import { orderStatuses } from '@boardforge/domain/order-status/codes.ts';
import { z } from 'zod/mini';

// The kinds of order, the quote tabs and the status shape, apart from the order and cart contracts (orders.ts,
// cart.ts): the price book's contract, the quote page's tabs and the home page's quick quote name them, and they should
// not bring every order schema into a first view.

/** What an order is for (docs/api.md "Orders"). */
export const orderTypes = ['pcb', 'smt', 'stencil', 'bom', 'design'] as const;
export type OrderType = (typeof orderTypes)[number];
/** Orders placed from the quote page and the cart (layout design is ordered from its own page). */
export const quotedOrderTypes = ['pcb', 'smt', 'stencil', 'bom'] as const satisfies readonly OrderType[];
export type QuotedOrderType = (typeof quotedOrderTypes)[number];
/** Orders priced by an instant-quote engine (a BOM is quoted by staff). */
export type EnginePricedOrderType = Exclude<QuotedOrderType, 'bom'>;

/** The quote tabs a cart line comes from; FPC quotes order PCBs. */
export const cartTabs = ['pcb', 'fpc', 'smt', 'stencil', 'bom'] as const;
export type CartTab = (typeof cartTabs)[number];

/** An order's status code (domain order-status). */
export const orderStatusSchema = z.literal([...orderStatuses]);
