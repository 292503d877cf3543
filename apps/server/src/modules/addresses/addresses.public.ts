/**
 * What other modules may use of addresses (the points mall copies a customer's chosen address onto a redemption):
 * one own address by id, only if it belongs to the user.
 */
export { findOwnAddress } from './addresses.repository.ts';
