/**
 * What other modules may use of the parts catalogue: moving a part's stock through the ledger inside their own
 * transaction (purchase orders, purchase and sales returns), and the refusal it comes to; a customer's BOM matched
 * against the catalogue, and the check of its total (order placing); the parts service's type and the columns an import
may change (the catalogue import); reserving stock for an order and giving it back (purchase orders). dependency-cruiser's public-surface rule refuses
 * any other import of modules/parts from another module.
 */
export { checkBomTotal, type MatchedBom } from './bom-matching.service.ts';
export type { PartsService } from './parts.service.ts';
export type { ImportedPartColumn } from './parts-import.repository.ts';
export { releaseReservedStock, reserveAvailableStock } from './stock-ledger.repository.ts';
export { moveStock, refuseStockMove } from './stock-ledger.service.ts';
