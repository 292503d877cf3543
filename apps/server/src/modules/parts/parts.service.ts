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
  listAliases,
  listParts,
  listPriceBreaks,
  type PartListRow,
  type PartRow,
  type PriceBreakRow,
  replaceAliases,
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
import { moveStock, refuseStockMove } from './stock-ledger.service.ts';

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
      aliases: await listAliases(db, part.id),
    };
    if (query.quantity === undefined) return detail;
    return { ...detail, purchase: pricePart(part, priceBreaks, query.quantity) };
  }

  /**
   * Adds a part (no id) or changes one (404 when unknown), replacing its price breaks in the same transaction. Breaks
   * must rise strictly in quantity and reserved stay within stock (400 naming the field); a second part with the
   * same MPN and manufacturer, ignoring case, is a 409 (the unique index decides, also for two saves at once).
   */
  async function savePart(input: SavePartRequest, actorUserId: string | null): Promise<{ id: string }> {
    checkPriceBreaks(input.priceBreaks);
    checkAliases(input.aliases);
    if (input.reserved > input.stockOnHand)
      throw new FieldAppError('reserved', 'parts.reservedAboveStock', {
        reserved: input.reserved,
        stockOnHand: input.stockOnHand,
      });
    // Stock on hand changes only through the ledger: the part is saved without it, then moved to the form's figure.
    const { id, priceBreaks, aliases, stockOnHand, ...rest } = input;
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
        await replaceAliases(tx, partId, aliases);
        await setStockThroughLedger(tx, partId, stockOnHand, actorUserId);
        return { id: partId };
      });
    } catch (error) {
      if (isConstraintViolation(error, '23505', duplicatePartConstraint))
        throw new AppError('409', 'parts.duplicate', { mpn: input.mpn, manufacturer: input.manufacturer });
      throw error;
    }
  }

  /** Moves a saved part's stock to the form's figure with one adjustment row (none when it is unchanged). */
  async function setStockThroughLedger(tx: Db, partId: string, target: number, actorUserId: string | null) {
    const current = (await findPart(tx, partId))?.stockOnHand ?? 0;
    if (current === target) return;
    const outcome = await moveStock(tx, {
      partId,
      kind: 'adjustment',
      quantity: target - current,
      reason: partFormReason,
      actorUserId,
      now: now(),
    });
    if (outcome.kind !== 'moved') throw refuseStockMove(outcome, 'stockOnHand');
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
      try {
        // A savepoint: the refused delete must not end the transaction before the answer is chosen.
        await tx.transaction((inner) => deletePartRow(inner, id));
      } catch (error) {
        // The stock ledger and purchase returns keep their part (ON DELETE RESTRICT): a part with a history stays.
        // PostgreSQL reports a RESTRICT key as 23503, PGlite as 23001.
        const isKept = historyConstraints.some(
          (name) => isConstraintViolation(error, '23503', name) || isConstraintViolation(error, '23001', name),
        );
        if (isKept) throw new AppError('409', 'parts.deleteHasHistory', { mpn: part.mpn });
        throw error;
      }
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
  async function writeImportedParts(
    tx: Db,
    rows: readonly ImportedPartRow[],
    changedColumns: readonly ImportedPartColumn[],
  ): Promise<{ id: string; isNew: boolean }[]> {
    const written = await upsertParts(tx, rows, changedColumns, now());
    // The file's stock figure enters the ledger as one adjustment per part it changes (new parts, or a stock column).
    const isStockMapped = changedColumns.includes('stockOnHand');
    for (const [index, part] of written.entries()) {
      const target = rows[index]?.stockOnHand ?? 0;
      if ((!part.isNew && !isStockMapped) || target === part.stockOnHand) continue;
      const outcome = await moveStock(tx, {
        partId: part.id,
        kind: 'adjustment',
        quantity: target - part.stockOnHand,
        reason: importReason,
        actorUserId: null,
        now: now(),
      });
      if (outcome.kind !== 'moved') throw refuseStockMove(outcome, `rows.${index}.stockOnHand`);
    }
    return written.map(({ id, isNew }) => ({ id, isNew }));
  }

  return { listCatalogue, readPart, savePart, deletePart, findImportedParts, writeImportedParts };
}

/** The reason of the adjustment a part form's stock figure writes (a code: the screen translates it). */
const partFormReason = 'partForm';
/** The foreign keys that keep a part with a history (ON DELETE RESTRICT). */
const historyConstraints = [
  'part_stock_movements_part_id_parts_id_fk',
  'purchase_return_lines_part_id_parts_id_fk',
] as const;
/** The reason of the adjustment an imported file's stock figure writes. */
const importReason = 'import';

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

/** Refuses an alias given twice (ignoring case), naming the repeat. */
function checkAliases(aliases: readonly string[]): void {
  const seen = new Set<string>();
  aliases.forEach((alias, index) => {
    const key = alias.toLowerCase();
    if (seen.has(key)) throw new FieldAppError(`aliases.${index}`, 'parts.aliasRepeated', { alias });
    seen.add(key);
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
    lowStockThreshold: row.lowStockThreshold,
    leadTimeDays: row.leadTimeDays,
    fromUnitPrice: row.fromUnitPriceCentiFen === null ? null : toUnitYuan(row.fromUnitPriceCentiFen),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The parts service's interface. */
export type PartsService = ReturnType<typeof createPartsService>;
