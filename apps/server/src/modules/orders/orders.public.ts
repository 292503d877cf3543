/**
 * What other modules may use of orders (payments and invoices): find or lock an order, record a line of its history,
 * read its facts for the status machine. Everything else in modules/orders is the module's own: dependency-cruiser's
 * `orders-payments-public-surface` rule refuses an import of it from another module.
 */
export { findOrderById, insertOrderHistory, lockOrderById } from './orders.repository.ts';
export { loadOrderFacts } from './workflow/order-facts.service.ts';
