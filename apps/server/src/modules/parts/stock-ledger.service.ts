import type {
  AdjustStockRequest,
  StockEntryRequest,
  StockExitRequest,
  StockLevelsAnswer,
  StockLevelsQuery,
  StockMoveAnswer,
  StockMovementKind,
  StockMovementsAnswer,
  StockMovementsQuery,
} from '@boardforge/contracts/stock.ts';
import { stockLimits } from '@boardforge/contracts/stock.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import { convertUnitYuanToCentiFen, toUnitYuan } from '@boardforge/domain/parts/part-purchase.ts';
import { toReportWindow } from '@boardforge/domain/performance/report-window.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import {
  changeStockOnHand,
  findStock,
  insertStockMovement,
  listStockLevels,
  listStockMovements,
} from './stock-ledger.repository.ts';

/** One change of a part's stock: `quantity` signed (negative lowers it), never zero. */
export type StockMove = {
  partId: string;
  kind: StockMovementKind;
  quantity: number;
  reason: string;
  /** Hundredths of a fen per piece, when known (entries). */
  unitCostCentiFen?: number | null;
  carrier?: string | null;
  trackingNo?: string | null;
  /** The document the move belongs to (a purchase return, a purchase order…), when there is one. */
  document?: { kind: string; id: string } | null;
  actorUserId: string | null;
  now: Date;
};

/** What a move came to: done (the ledger row and the stock after), or refused (unknown part, or out of bounds). */
export type StockMoveOutcome =
  | { kind: 'moved'; movementId: number; stockAfter: number }
  | { kind: 'unknownPart' }
  | { kind: 'short'; stockOnHand: number; reserved: number; available: number }
  | { kind: 'overLimit'; stockOnHand: number; limit: number };

// Moves that take goods out of the warehouse may not touch what open orders reserve; a count correction may.
const kindsKeepingReserved: readonly StockMovementKind[] = ['exit', 'purchaseReturn'];

/**
 * Changes a part's stock on hand and appends the ledger row, inside the caller's transaction `tx` (so the change and
 * its row are written together, or neither when the caller's transaction fails). One conditional UPDATE decides:
 * stock never goes below zero, exits and purchase returns never below what is reserved, and never above the
 * warehouse limit. A refused move changes nothing and says why; the caller names its field.
 */
export async function moveStock(tx: Db, move: StockMove): Promise<StockMoveOutcome> {
  if (!Number.isInteger(move.quantity) || move.quantity === 0) throw new Error(`bad stock quantity ${move.quantity}`);
  const stockAfter = await changeStockOnHand(tx, {
    partId: move.partId,
    quantity: move.quantity,
    isAboveReserved: kindsKeepingReserved.includes(move.kind),
    ceiling: stockLimits.quantity,
    enteredUnitCostCentiFen: move.kind === 'entry' && move.quantity > 0 ? (move.unitCostCentiFen ?? null) : null,
    now: move.now,
  });
  if (stockAfter === undefined) {
    const stock = await findStock(tx, move.partId);
    if (!stock) return { kind: 'unknownPart' };
    if (move.quantity > 0) return { kind: 'overLimit', stockOnHand: stock.stockOnHand, limit: stockLimits.quantity };
    const floor = kindsKeepingReserved.includes(move.kind) ? stock.reserved : 0;
    return { kind: 'short', ...stock, available: Math.max(0, stock.stockOnHand - floor) };
  }
  const movementId = await insertStockMovement(tx, {
    partId: move.partId,
    kind: move.kind,
    quantity: move.quantity,
    unitCostCentiFen: move.unitCostCentiFen ?? null,
    stockAfter,
    reason: move.reason,
    carrier: move.carrier ?? null,
    trackingNo: move.trackingNo ?? null,
    documentKind: move.document?.kind ?? null,
    documentId: move.document?.id ?? null,
    actorUserId: move.actorUserId,
    createdAt: move.now,
  });
  return { kind: 'moved', movementId, stockAfter };
}

/**
 * Turns a refused move into the coded error naming `field` (400 in the caller's language: how many are available, or
 * the limit); a part that vanished is a 404.
 */
export function refuseStockMove(outcome: Exclude<StockMoveOutcome, { kind: 'moved' }>, field: string): AppError {
  switch (outcome.kind) {
    case 'unknownPart':
      return new AppError('404', 'parts.notFound');
    case 'short':
      return new FieldAppError(field, 'stock.short', {
        available: outcome.available,
        stockOnHand: outcome.stockOnHand,
      });
    case 'overLimit':
      return new FieldAppError(field, 'stock.overLimit', { limit: outcome.limit, stockOnHand: outcome.stockOnHand });
  }
}

/**
 * Creates the stock ledger service (库存流水): adjustments (`stock:adjust`), warehouse entries (`stock:entry`) and
 * exits (`stock:exit`) of a part, each one transaction through moveStock; the movements list and the stock levels
 * with their valuation, filtered, paged and summed in SQL.
 */
export function createStockLedgerService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  async function applyMove(move: Omit<StockMove, 'now'>): Promise<StockMoveAnswer> {
    return db.transaction(async (tx) => {
      const outcome = await moveStock(tx, { ...move, now: now() });
      if (outcome.kind !== 'moved') throw refuseStockMove(outcome, 'quantity');
      return { movementId: outcome.movementId, stockAfter: outcome.stockAfter };
    });
  }

  /** A signed correction of a part's count, with its reason; it may go below reserved, never below zero. */
  function adjustStock(actorUserId: string, input: AdjustStockRequest): Promise<StockMoveAnswer> {
    return applyMove({
      partId: input.partId,
      kind: 'adjustment',
      quantity: input.quantity,
      reason: input.reason,
      actorUserId,
    });
  }

  /** Pieces received at a unit cost (the valuation's source). */
  function enterStock(actorUserId: string, input: StockEntryRequest): Promise<StockMoveAnswer> {
    return applyMove({
      partId: input.partId,
      kind: 'entry',
      quantity: input.quantity,
      unitCostCentiFen: convertUnitYuanToCentiFen(input.unitCost),
      reason: input.reason,
      actorUserId,
    });
  }

  /** Pieces shipped with a carrier and tracking number; refused when fewer are available than asked. */
  function exitStock(actorUserId: string, input: StockExitRequest): Promise<StockMoveAnswer> {
    return applyMove({
      partId: input.partId,
      kind: 'exit',
      quantity: -input.quantity,
      carrier: input.carrier,
      trackingNo: input.trackingNo,
      reason: input.reason,
      actorUserId,
    });
  }

  /** A page of the ledger, newest first, with the pieces in and out of the whole filter. */
  async function listMovements(query: StockMovementsQuery): Promise<StockMovementsAnswer> {
    const { rows, total, quantityIn, quantityOut } = await listStockMovements(
      db,
      {
        partId: query.partId,
        kind: query.kind,
        start: query.from ? toReportWindow(query.from, query.from).start : undefined,
        end: query.to ? toReportWindow(query.to, query.to).end : undefined,
      },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    return {
      rows: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        partId: row.partId,
        mpn: row.mpn,
        manufacturer: row.manufacturer,
        kind: row.kind,
        quantity: row.quantity,
        unitCost: row.unitCostCentiFen === null ? null : toUnitYuan(row.unitCostCentiFen),
        stockAfter: row.stockAfter,
        reason: row.reason,
        carrier: row.carrier,
        trackingNo: row.trackingNo,
        documentKind: row.documentKind,
        documentId: row.documentId,
        recordedBy: row.recordedBy,
      })),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      totals: { quantityIn, quantityOut, net: quantityIn - quantityOut },
    };
  }

  /** A page of stock levels (the least available first) with the pieces on hand, the value and the low count. */
  async function listLevels(query: StockLevelsQuery): Promise<StockLevelsAnswer> {
    const result = await listStockLevels(
      db,
      { mpnPrefix: query.mpn, isLowOnly: query.lowOnly },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    return {
      rows: result.rows.map((row) => ({
        partId: row.id,
        mpn: row.mpn,
        manufacturer: row.manufacturer,
        stockOnHand: row.stockOnHand,
        reserved: row.reserved,
        available: row.stockOnHand - row.reserved,
        lowStockThreshold: row.lowStockThreshold,
        isLow: row.isLow,
        averageUnitCost: row.averageCostCentiFen === null ? null : toUnitYuan(row.averageCostCentiFen),
        value: row.valueFen === null ? null : toYuan(row.valueFen),
      })),
      total: result.total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      totals: { stockOnHand: result.stockOnHand, value: toYuan(result.valueFen), lowCount: result.lowCount },
    };
  }

  return { adjustStock, enterStock, exitStock, listMovements, listLevels };
}

/** The stock ledger service's interface. */
export type StockLedgerService = ReturnType<typeof createStockLedgerService>;
