import { maxOrderAmountFen } from '@boardforge/contracts/limits.ts';
import type {
  PartCategory,
  PartDetail,
  PartDetailQuery,
  PartListQuery,
  PartOffer,
  PartSummary,
  SavePartRequest,
} from '@boardforge/contracts/parts.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import {
  convertUnitYuanToCentiFen,
  isStrictlyIncreasing,
  pricePurchase,
  toUnitYuan,
} from '@boardforge/domain/parts/part-purchase.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { isConstraintViolation } from '../../lib/constraint-violation.ts';
import {
  duplicatePartConstraint,
  findPart,
  insertPart,
  listParts,
  listPriceBreaks,
  type PartListRow,
  type PartRow,
  type PriceBreakRow,
  replacePriceBreaks,
  updatePart,
} from './parts.repository.ts';
import {
  deletePartRow,
  type ExistingPartRow,
  findPartsByKeys,
  type ImportedPartColumn,
  type ImportedPartRow,
  upsertParts,
} from './parts-import.repository.ts';

/**
 * Creates the parts catalogue service (元件库): staff holding `parts:view` search parts and read one with its price
 * breaks, the suppliers' offers and the price of a needed quantity; `parts:edit` adds and changes parts. The offers
 * come from the suppliers module, through the function it is given.
 */
export function createPartsService(dependencies: {
  db: Db;
  now: () => Date;
  listOffersOfPart: (partId: string) => Promise<PartOffer[]>;
}) {
  const { db, now, listOffersOfPart } = dependencies;

  /** A page of parts matching the query (MPN prefix, value, package, category), counted in the database. */
  async function listCatalogue(query: PartListQuery) {
    const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
    const { rows, total } = await listParts(db, query, page);
    return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /**
   * One part with its breaks and offers (404 when unknown); with a quantity, what to buy (MOQ and attrition counted)
   * and its price at the bought quantity's break. A price above the largest order amount is a 400 on `quantity`.
   */
  async function readPart(query: PartDetailQuery): Promise<PartDetail> {
    const part = await findPart(db, query.partId);
    if (!part) throw new AppError('404', 'parts.notFound');
    const priceBreaks = await listPriceBreaks(db, part.id);
    const detail: PartDetail = {
      ...toSummary({ ...part, fromUnitPriceCentiFen: priceBreaks[0]?.unitPriceCentiFen ?? null }),
      priceBreaks: priceBreaks.map((row) => ({
        minQuantity: row.minQuantity,
        unitPrice: toUnitYuan(row.unitPriceCentiFen),
      })),
      offers: await listOffersOfPart(part.id),
    };
    if (query.quantity === undefined) return detail;
    return { ...detail, purchase: pricePart(part, priceBreaks, query.quantity) };
  }

  /**
   * Adds a part (no id) or changes one (404 when unknown), replacing its price breaks in the same transaction. Breaks
   * must rise strictly in quantity and reserved stay within stock (400 naming the field); a second part with the
   * same MPN and manufacturer, ignoring case, is a 409 (the unique index decides, also for two saves at once).
   */
  async function savePart(input: SavePartRequest): Promise<{ id: string }> {
    checkPriceBreaks(input.priceBreaks);
    if (input.reserved > input.stockOnHand)
      throw new FieldAppError('reserved', 'parts.reservedAboveStock', {
        reserved: input.reserved,
        stockOnHand: input.stockOnHand,
      });
    const { id, priceBreaks, ...rest } = input;
    const fields = { ...rest, updatedAt: now() };
    const breaks: PriceBreakRow[] = priceBreaks.map((priceBreak) => ({
      minQuantity: priceBreak.minQuantity,
      unitPriceCentiFen: convertUnitYuanToCentiFen(priceBreak.unitPrice),
    }));
    try {
      return await db.transaction(async (tx) => {
        const partId = id ?? (await insertPart(tx, fields));
        if (id !== undefined && !(await updatePart(tx, id, fields))) throw new AppError('404', 'parts.notFound');
        await replacePriceBreaks(tx, partId, breaks);
        return { id: partId };
      });
    } catch (error) {
      if (isConstraintViolation(error, '23505', duplicatePartConstraint))
        throw new AppError('409', 'parts.duplicate', { mpn: input.mpn, manufacturer: input.manufacturer });
      throw error;
    }
  }

  /**
   * Deletes a part with its price breaks and offers (404 when unknown). A part with stock on hand or reserved for
   * orders is refused (409, naming both): the stock would be lost without a trace.
   */
  async function deletePart(id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const part = await findPart(tx, id);
      if (!part) throw new AppError('404', 'parts.notFound');
      if (part.stockOnHand > 0 || part.reserved > 0)
        throw new AppError('409', 'parts.deleteHasStock', { stockOnHand: part.stockOnHand, reserved: part.reserved });
      await deletePartRow(tx, id);
    });
  }

  /** The parts already catalogued under these MPNs and manufacturers (ignoring case): what an import would change. */
  function findImportedParts(
    tx: Db,
    keys: readonly { mpn: string; manufacturer: string }[],
  ): Promise<ExistingPartRow[]> {
    return findPartsByKeys(tx, keys);
  }

  /**
   * Writes imported parts inside the caller's transaction: new ones added, existing ones (same MPN and manufacturer,
   * ignoring case) changed in the columns the file has, breaks replaced where a row carries some.
   */
  function writeImportedParts(
    tx: Db,
    rows: readonly ImportedPartRow[],
    changedColumns: readonly ImportedPartColumn[],
  ): Promise<{ id: string; isNew: boolean }[]> {
    return upsertParts(tx, rows, changedColumns, now());
  }

  return { listCatalogue, readPart, savePart, deletePart, findImportedParts, writeImportedParts };
}

/** Refuses breaks that do not rise strictly in quantity, naming the first offending break's field. */
function checkPriceBreaks(breaks: SavePartRequest['priceBreaks']): void {
  if (isStrictlyIncreasing(breaks)) return;
  const index = breaks.findIndex(
    (priceBreak, at) => at > 0 && priceBreak.minQuantity <= (breaks[at - 1]?.minQuantity ?? 0),
  );
  throw new FieldAppError(`priceBreaks.${index}.minQuantity`, 'parts.breaksNotIncreasing', {
    minQuantity: breaks[index]?.minQuantity ?? 0,
    previous: breaks[index - 1]?.minQuantity ?? 0,
  });
}

function pricePart(part: PartRow, priceBreaks: PriceBreakRow[], quantity: number): NonNullable<PartDetail['purchase']> {
  const priced = pricePurchase({ priceBreaks, moq: part.moq, attritionPerMille: part.attritionPerMille }, quantity);
  if (priced.kind === 'noPriceBreak')
    return { quantity, buyQuantity: priced.buyQuantity, unitPrice: null, extendedPrice: null };
  if (priced.extendedFen > BigInt(maxOrderAmountFen))
    throw new FieldAppError('quantity', 'parts.purchaseTooLarge', {
      buyQuantity: priced.buyQuantity,
      limit: toYuan(maxOrderAmountFen),
    });
  return {
    quantity,
    buyQuantity: priced.buyQuantity,
    unitPrice: toUnitYuan(priced.unitPriceCentiFen),
    extendedPrice: toYuan(Number(priced.extendedFen)),
  };
}

function toSummary(row: PartListRow): PartSummary {
  return {
    id: row.id,
    mpn: row.mpn,
    manufacturer: row.manufacturer,
    package: row.package,
    value: row.value,
    description: row.description,
    category: row.category as PartCategory,
    moq: row.moq,
    attritionPerMille: row.attritionPerMille,
    stockOnHand: row.stockOnHand,
    reserved: row.reserved,
    available: row.stockOnHand - row.reserved,
    leadTimeDays: row.leadTimeDays,
    fromUnitPrice: row.fromUnitPriceCentiFen === null ? null : toUnitYuan(row.fromUnitPriceCentiFen),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The parts service's interface. */
export type PartsService = ReturnType<typeof createPartsService>;
