import type { BomMatchLine, BomMatchStatus, MatchBomAnswer } from '@boardforge/contracts/bom-matching.ts';
import { maxOrderAmountFen, maxWarehouseQuantity } from '@boardforge/contracts/limits.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import { calculateBomLineNeed, classifyStock, findRunMode } from '@boardforge/domain/parts/bom-need.ts';
import { pricePurchase, toUnitYuan } from '@boardforge/domain/parts/part-purchase.ts';
import type { Db } from '../../db/client.ts';
import { FieldAppError } from '../../lib/app-error.ts';
import type { BomLine } from '../bom/bom-lines.ts';
import { findPartsByNumbers, type MatchablePart } from './bom-matching.repository.ts';

/** A BOM line matched and priced, in domain units (a unit price in hundredths of a fen, the extended price in fen). */
export type MatchedBomLine = {
  rowNumber: number;
  designator: string | null;
  mpn: string | null;
  manufacturer: string | null;
  /** What the line says it is, for an order line's label: its MPN, else value, else description. */
  label: string;
  quantityPerSet: number | null;
  needQuantity: number | null;
  spares: number;
  status: BomMatchStatus;
  matchedBy: 'mpn' | 'alias' | null;
  part: MatchablePart | null;
  buyQuantity: number | null;
  unitPriceCentiFen: number | null;
  extendedFen: bigint | null;
};

/** A whole BOM matched for a number of sets: its lines, whether every line to buy is priced, and their sum in fen. */
export type MatchedBom = { lines: MatchedBomLine[]; isAllPriced: boolean; pricedTotalFen: bigint };

/**
 * Creates BOM matching (issue 13, point 1): the lines of a customer's uploaded BOM looked up in the parts catalogue —
 * by MPN exactly (ignoring case), then by alias, then the same with the supplier part number — and priced for the
 * sets wanted: the need with the spares of pricing.md §2, then the part's attrition and MOQ at its price break. The
 * order placing uses the same matching, so what the customer saw is what the order starts with.
 */
export function createBomMatchingService(dependencies: {
  db: Db;
  readOwnBomLines: (input: { fileId: string; userId: string }) => Promise<BomLine[]>;
}) {
  const { db, readOwnBomLines } = dependencies;

  /** Matches the lines of the caller's BOM file for `sets` sets. */
  async function matchOwnBom(input: { userId: string; fileId: string; sets: number }): Promise<MatchedBom> {
    const lines = await readOwnBomLines({ fileId: input.fileId, userId: input.userId });
    return matchLines(db, lines, input.sets);
  }

  /** POST /file/matchBom: the matched lines and their counts, as the customer reads them before ordering. */
  async function describeOwnBomMatch(input: { userId: string; fileId: string; sets: number }): Promise<MatchBomAnswer> {
    const matched = await matchOwnBom(input);
    return toMatchAnswer(input.fileId, input.sets, matched);
  }

  return { matchOwnBom, describeOwnBomMatch };
}

/** The BOM matching service's interface. */
export type BomMatchingService = ReturnType<typeof createBomMatchingService>;

async function matchLines(db: Db, lines: readonly BomLine[], sets: number): Promise<MatchedBom> {
  const numbers = new Set<string>();
  for (const line of lines) {
    for (const number of numbersOf(line)) numbers.add(number);
  }
  const { byMpn, byAlias } = await findPartsByNumbers(db, [...numbers]);
  let pricedTotalFen = 0n;
  let isAllPriced = true;
  const matched = lines.map((line): MatchedBomLine => {
    const result = matchLine(line, sets, byMpn, byAlias);
    if (result.extendedFen !== null) pricedTotalFen += result.extendedFen;
    if (result.status !== 'priced' && result.status !== 'dnp') isAllPriced = false;
    return result;
  });
  if (!matched.some((line) => line.status !== 'dnp')) isAllPriced = false;
  return { lines: matched, isAllPriced, pricedTotalFen };
}

// The numbers a line may be known by, lowered: its MPN, then its supplier part number.
function numbersOf(line: BomLine): string[] {
  return [line.mpn, line.supplierPartNumber]
    .map((number) => number?.trim().toLowerCase() ?? '')
    .filter((number) => number.length > 0);
}

function matchLine(
  line: BomLine,
  sets: number,
  byMpn: Map<string, MatchablePart[]>,
  byAlias: Map<string, MatchablePart[]>,
): MatchedBomLine {
  const base = {
    rowNumber: line.rowNumber,
    designator: line.designator,
    mpn: line.mpn,
    manufacturer: line.manufacturer,
    label: (line.mpn || line.value || line.description || line.supplierPartNumber || `#${line.rowNumber}`).slice(
      0,
      200,
    ),
    quantityPerSet: line.quantity,
    needQuantity: null,
    spares: 0,
    matchedBy: null,
    part: null,
    buyQuantity: null,
    unitPriceCentiFen: null,
    extendedFen: null,
  } satisfies Omit<MatchedBomLine, 'status'>;
  if (line.dnp) return { ...base, status: 'dnp' };
  const found = findPart(line, byMpn, byAlias);
  const withPart = found ? { ...base, part: found.part, matchedBy: found.matchedBy } : base;
  const perSet = line.quantity;
  if (perSet === null || !Number.isInteger(perSet) || perSet <= 0) return { ...withPart, status: 'noQuantity' };
  const need = calculateBomLineNeed(perSet, sets, line.isPassive);
  if (need.quantity > maxWarehouseQuantity)
    throw new FieldAppError('sets', 'parts.bomNeedTooLarge', {
      rowNumber: line.rowNumber,
      quantity: need.quantity,
      sets,
      limit: maxWarehouseQuantity,
    });
  const needed = { ...withPart, needQuantity: need.quantity, spares: need.spares };
  if (!found) return { ...needed, status: 'notFound' };
  const priced = pricePurchase(found.part, need.quantity);
  if (priced.kind === 'noPriceBreak') return { ...needed, buyQuantity: priced.buyQuantity, status: 'noPrice' };
  return {
    ...needed,
    status: 'priced',
    buyQuantity: priced.buyQuantity,
    unitPriceCentiFen: priced.unitPriceCentiFen,
    extendedFen: priced.extendedFen,
  };
}

// Exact MPN first, then an alias; the MPN before the supplier part number. Among parts sharing a number, the one
// from the line's manufacturer, else the first by manufacturer name.
function findPart(
  line: BomLine,
  byMpn: Map<string, MatchablePart[]>,
  byAlias: Map<string, MatchablePart[]>,
): { part: MatchablePart; matchedBy: 'mpn' | 'alias' } | undefined {
  const manufacturer = line.manufacturer?.trim().toLowerCase();
  const pick = (candidates: MatchablePart[] | undefined) =>
    candidates?.find((part) => manufacturer && part.manufacturer.toLowerCase() === manufacturer) ?? candidates?.[0];
  for (const number of numbersOf(line)) {
    const exact = pick(byMpn.get(number));
    if (exact) return { part: exact, matchedBy: 'mpn' };
    const aliased = pick(byAlias.get(number));
    if (aliased) return { part: aliased, matchedBy: 'alias' };
  }
  return undefined;
}

/** Refuses components costing more than the largest order amount, naming the sets. */
export function checkBomTotal(matched: MatchedBom, sets: number): void {
  if (matched.pricedTotalFen <= BigInt(maxOrderAmountFen)) return;
  throw new FieldAppError('sets', 'parts.bomTotalTooLarge', { sets, limit: toYuan(maxOrderAmountFen) });
}

function toMatchAnswer(fileId: string, sets: number, matched: MatchedBom): MatchBomAnswer {
  checkBomTotal(matched, sets);
  const counts = { priced: 0, noPrice: 0, notFound: 0, noQuantity: 0, dnp: 0, inStock: 0, short: 0 };
  const lines = matched.lines.map((line): BomMatchLine => {
    counts[line.status] += 1;
    const available = line.part ? line.part.stockOnHand - line.part.reserved : null;
    const stock =
      available !== null && line.buyQuantity !== null && line.status !== 'dnp'
        ? classifyStock(available, line.buyQuantity)
        : null;
    if (stock) counts[stock] += 1;
    return {
      rowNumber: line.rowNumber,
      designator: line.designator,
      mpn: line.mpn,
      manufacturer: line.manufacturer,
      quantityPerSet: line.quantityPerSet,
      needQuantity: line.needQuantity,
      spares: line.spares,
      status: line.status,
      matchedBy: line.matchedBy,
      part: line.part
        ? { id: line.part.id, mpn: line.part.mpn, manufacturer: line.part.manufacturer, package: line.part.package }
        : null,
      buyQuantity: line.buyQuantity,
      unitPrice: line.unitPriceCentiFen === null ? null : toUnitYuan(line.unitPriceCentiFen),
      extendedPrice: line.extendedFen === null ? null : toYuan(Number(line.extendedFen)),
      available,
      stock,
    };
  });
  return {
    fileId,
    sets,
    runMode: findRunMode(sets),
    lines,
    summary: {
      lineCount: lines.length,
      pricedCount: counts.priced,
      noPriceCount: counts.noPrice,
      notFoundCount: counts.notFound,
      noQuantityCount: counts.noQuantity,
      dnpCount: counts.dnp,
      inStockCount: counts.inStock,
      shortCount: counts.short,
      isAllPriced: matched.isAllPriced,
      pricedTotal: toYuan(Number(matched.pricedTotalFen)),
    },
  };
}
