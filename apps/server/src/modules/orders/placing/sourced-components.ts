import { maxBomOrderLines } from '@boardforge/contracts/limits.ts';
import { FieldAppError } from '../../../lib/app-error.ts';
import { checkBomTotal, type MatchedBom } from '../../parts/parts.public.ts';
import type { SourcedComponents } from './order-pricing.service.ts';

/** Longest label of a component line: its MPN (or value) and designators, cut. */
const maxComponentLabel = 200;

/**
 * The order lines of a matched BOM: one per line to buy (lines marked do-not-place are not bought), each with its
 * catalogue part, BOM row and MPN; a priced line carries its unit price and amount. A line without a quantity is
 * taken as one per set. Refused, naming `bomFileId`: a BOM with nothing to buy or more lines than one order takes;
 * naming `sets`: components above the largest order amount.
 */
export function toSourcedComponents(matched: MatchedBom, sets: number): SourcedComponents {
  checkBomTotal(matched, sets);
  const toBuy = matched.lines.filter((line) => line.status !== 'dnp');
  if (toBuy.length === 0) throw new FieldAppError('bomFileId', 'orders.bomNothingToBuy');
  if (toBuy.length > maxBomOrderLines)
    throw new FieldAppError('bomFileId', 'orders.bomTooManyLines', {
      lineCount: toBuy.length,
      limit: maxBomOrderLines,
    });
  const lines = toBuy.map((line) => {
    const label = (line.designator ? `${line.label} · ${line.designator}` : line.label).slice(0, maxComponentLabel);
    return {
      code: 'component',
      label,
      labelZh: label,
      quantity: line.buyQuantity ?? line.needQuantity ?? sets,
      amountFen: line.extendedFen === null ? 0 : Number(line.extendedFen),
      unitPriceFen: line.unitPriceCentiFen === null ? null : line.unitPriceCentiFen / 100,
      partId: line.part?.id ?? null,
      bomRowNumber: line.rowNumber,
      mpn: line.mpn,
    };
  });
  return { lines, isAllPriced: matched.isAllPriced, totalFen: Number(matched.pricedTotalFen) };
}
