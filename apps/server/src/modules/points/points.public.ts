/**
 * What other modules may use of points (orders on completion and rating, accounts on registration, the points mall):
 * add one entry to a member's points ledger. Everything else in modules/points is the module's own:
 * dependency-cruiser's `orders-payments-public-surface` rule refuses an import of it from another module.
 */
export { addPointsEntry } from './points.repository.ts';
