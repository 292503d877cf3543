/**
 * What other modules may use of customers (orders, for placePurchaseOrder on credit): a customer's credit terms, the
 * lock that serializes credit decisions for one customer, and the SQL of "has credit terms" for the task list.
 */
export { findCreditTerms, lockCreditTerms, selectHasCreditTerms } from './credit-terms.repository.ts';
