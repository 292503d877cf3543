/**
 * Upper bounds of every quantity and amount a request may carry (issue 10, part 3). docs/pricing.md and docs/api.md
 * state capability ranges (board size, layers, copper…) but no largest order; these are figures a real PCB fab
 * accepts in one order. Beyond them the request is a 400 naming the field and the limit, in the caller's language.
 *
 * Why they are safe: the largest order they allow prices below `maxOrderAmountYuan` with the default price book
 * (see limits.test.ts), the quote service refuses any total above it whatever the price book says, and every money
 * column is bigint fen. `maxOrderAmountYuan` is 1e11 fen, far below 2^53 (≈ 9.007e15), so JavaScript numbers hold
 * every amount exactly, also the sum of many orders in a report or a customer's points.
 */

/** PCB boards in one order (`boardNumber`). */
export const maxPcbBoards = 1_000_000;
/** PCB area of one order, m² (length × width × boards): 1 000 000 boards of 100 × 100 mm. */
export const maxPcbOrderAreaM2 = 10_000;

/** The most PCB boards of one size that fit in `maxPcbOrderAreaM2` (`maxPcbBoards` bounds the count as well). */
export function findMostPcbBoardsByArea(boardLengthMm: number, boardWidthMm: number): number {
  return Math.floor((maxPcbOrderAreaM2 * 1_000_000) / (boardLengthMm * boardWidthMm));
}

/** Designs panelised in one PCB file (`designDocuments`). */
export const maxPcbDesignDocuments = 100;

/** Boards assembled in one SMT order (`boardsNumber`). */
export const maxSmtBoards = 1_000_000;
/** Components placed on one board (`componentsNumber`): a dense server main board has a few thousand. */
export const maxSmtComponentsPerBoard = 20_000;
/** Through-hole solder points on one board (`dipPoints`). */
export const maxSmtDipPointsPerBoard = 1_000;

/** Stencils in one order (`number`). */
export const maxStencils = 1_000;

/** Sets of a BOM bought in one order (`sets`). */
export const maxBomSets = 1_000_000;

/** Lines of one BOM order (and of one quote sheet): a BOM with more lines to buy is refused, naming the limit. */
export const maxBomOrderLines = 2_000;

/** Layout design: pins, layers and BGA pins accepted at all (the price book's capability decides what is quoted). */
export const maxLayoutPins = 1_000_000;
export const maxLayoutLayers = 100;

/** The largest id or version a request may name that lives in a PostgreSQL integer column (2^31 − 1). */
export const maxIntegerColumnValue = 2_147_483_647;

/** Pieces received into the warehouse in one entry (`quantity`). */
export const maxWarehouseQuantity = 100_000_000;

/** The largest order total, adjusted total, payment, refund or invoice: one billion yuan (1e11 fen). */
export const maxOrderAmountYuan = 1_000_000_000;
/** The same in fen. */
export const maxOrderAmountFen = maxOrderAmountYuan * 100;

/** A unit price or cost staff quote for one order line (one component, or one BOM set), yuan. */
export const maxUnitPriceYuan = 1_000_000;

/** Any one figure of a price book (a fee, a minimum, a rate per m² or per point), yuan. */
export const maxPriceBookFigureYuan = 1_000_000;
