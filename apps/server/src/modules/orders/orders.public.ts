/**
 * What other modules may use of orders (payments, invoices, customers, content's showcase and the traffic statistics): find
 * or lock an order, record a line of its history, read its facts for the status machine, what customers owe and were
 * charged, the open unpaid orders (the price-book preview) and how many were placed in a window. Everything else in
 * modules/orders is the module's own: dependency-cruiser's
 * `orders-payments-public-surface` rule refuses an import of it from another module.
 */
export {
  findOrderById,
  findOwnOrderByNumber,
  insertOrderHistory,
  isUuid,
  lockOrderById,
} from './orders.repository.ts';
export {
  listChargesOfCustomer,
  listInvoiceTitlesOfCustomer,
  listMoneyOfCustomers,
  listOrdersOfCustomer,
  mapOrderNumbers,
  selectHasOverdue,
  selectOrderIdsOfCustomer,
  sumChargesOfCustomer,
  sumMoneyOfCustomers,
} from './queries/customer-money.repository.ts';
export { listOpenUnpaidOrders } from './queries/open-orders.repository.ts';
export { countOrdersPlacedBetween } from './queries/orders-placed.repository.ts';
export {
  listSharedRatingPage,
  lockSharedRating,
  type SharedRatingRow,
  setShowcaseState,
} from './ratings/showcase-ratings.repository.ts';
export { loadOrderFacts } from './workflow/order-facts.service.ts';
export { enterWarehouseOnReceipt } from './workflow/receipt-entry.service.ts';
