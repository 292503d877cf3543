/**
 * What other modules may use of sales returns (the orders workflow, when a return is approved): when the customer
 * asked for the return, and the record of an approved one. Everything else in modules/returns is the module's own:
 * dependency-cruiser's `orders-payments-public-surface` rule refuses an import of it from another module.
 */
export { findReturnRequestedAt, insertSalesReturn } from './sales-returns.repository.ts';
