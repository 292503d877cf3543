import { type Fen, roundHalfUp } from '../money/fen.ts';

/**
 * The salesperson's view of a quote: per line the cost (the buyer's unit cost × quantity) and the price (the customer
 * unit price × quantity), each rounded once to fen as the order's lines are; the margin is price − cost and its rate
 * is margin ÷ price. Unit amounts are fen and may be fractional (components cost fractions of a fen).
 */
export interface QuoteLineFigures {
  costFen: Fen | null;
  priceFen: Fen | null;
  marginFen: Fen | null;
  /** Margin ÷ price, as a fraction (0.25 = 25 %); null without both figures or with a price of 0. */
  marginRate: number | null;
}

/** The figures of one line from its quantity, unit cost and unit price in fen (null when not known yet). */
export function calculateQuoteLine(
  quantity: number,
  unitCostFen: number | null,
  unitPriceFen: number | null,
): QuoteLineFigures {
  const costFen = unitCostFen === null ? null : roundHalfUp(unitCostFen * quantity);
  const priceFen = unitPriceFen === null ? null : roundHalfUp(unitPriceFen * quantity);
  const marginFen = costFen === null || priceFen === null ? null : priceFen - costFen;
  const marginRate = marginFen === null || !priceFen ? null : marginFen / priceFen;
  return { costFen, priceFen, marginFen, marginRate };
}

/** The sheet's totals: sums of the lines' known costs and prices; the margin only when every line has both. */
export function sumQuoteLines(lines: readonly QuoteLineFigures[]): QuoteLineFigures {
  let costFen = 0;
  let priceFen = 0;
  let isComplete = true;
  for (const line of lines) {
    if (line.costFen === null || line.priceFen === null) isComplete = false;
    costFen += line.costFen ?? 0;
    priceFen += line.priceFen ?? 0;
  }
  const marginFen = isComplete ? priceFen - costFen : null;
  return { costFen, priceFen, marginFen, marginRate: marginFen === null || !priceFen ? null : marginFen / priceFen };
}
