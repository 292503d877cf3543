import { type CartTab, cartTabs, type QuotedOrderType } from '@boardforge/contracts/order-types.ts';

/** The five tabs of Smart Quotes (docs/api.md "Labels"), in order: the tabs a cart line remembers. */
export const quoteTabs = cartTabs;
export type QuoteTab = CartTab;

/** Tells whether a query value names a quote tab. */
export function isQuoteTab(value: unknown): value is QuoteTab {
  return typeof value === 'string' && (quoteTabs as readonly string[]).includes(value);
}

/** The order type a tab's quote becomes (saveOrder `orderType`). */
export function findOrderType(tab: QuoteTab): QuotedOrderType {
  return tab === 'fpc' ? 'pcb' : tab;
}
