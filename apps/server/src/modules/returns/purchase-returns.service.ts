import { maxOrderAmountFen } from '@boardforge/contracts/limits.ts';
import type {
  PurchaseReturnDetail,
  PurchaseReturnsAnswer,
  PurchaseReturnsQuery,
  PurchaseReturnTransitionRequest,
  SavePurchaseReturnRequest,
} from '@boardforge/contracts/purchase-returns.ts';
import { convertYuanAmountToFen, toYuan } from '@boardforge/domain/money/fen.ts';
import { toReportWindow } from '@boardforge/domain/performance/report-window.ts';
import {
  applyPurchaseReturnAction,
  listPurchaseReturnActions,
} from '@boardforge/domain/purchase-returns/purchase-return-status.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { moveStock, refuseStockMove } from '../parts/parts.public.ts';
import {
  findPurchaseReturn,
  findPurchaseReturnNames,
  hasSupplier,
  insertPurchaseReturn,
  listKnownPartIds,
  listPurchaseReturnLines,
  listPurchaseReturns,
  moveStatus,
  type PurchaseReturnRecord,
} from './purchase-returns.repository.ts';

/** The number staff read: PR and the sequence, six digits at least. */
function formatReturnNo(number: number): string {
  return `PR${String(number).padStart(6, '0')}`;
}

/**
 * Creates the purchase-returns service (采购退货, us to a supplier): a return is requested with lines, shipped (each
 * line's pieces leave stock through moveStock, in one transaction: a short line refuses the whole shipment, naming
 * it) and credited (the supplier's credit recorded on the document). Moves follow the domain's transition table.
 */
export function createPurchaseReturnsService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /** Records a requested return; an unknown supplier or part is a 400 naming its field. */
  async function requestReturn(actorUserId: string, input: SavePurchaseReturnRequest) {
    const lines = input.lines.map((line) => ({
      partId: line.partId,
      quantity: line.quantity,
      unitFen: convertYuanAmountToFen(line.unitAmount),
    }));
    const amountFen = lines.reduce((sum, line) => sum + line.quantity * line.unitFen, 0);
    if (amountFen > maxOrderAmountFen)
      throw new FieldAppError('lines', 'purchaseReturns.amountTooLarge', { limit: toYuan(maxOrderAmountFen) });
    return db.transaction(async (tx) => {
      if (!(await hasSupplier(tx, input.supplierId))) throw new FieldAppError('supplierId', 'suppliers.notFound');
      const known = await listKnownPartIds(
        tx,
        lines.map((line) => line.partId),
      );
      const unknown = lines.findIndex((line) => !known.has(line.partId));
      if (unknown >= 0) throw new FieldAppError(`lines.${unknown}.partId`, 'parts.notFound');
      const created = await insertPurchaseReturn(
        tx,
        {
          supplierId: input.supplierId,
          reason: input.reason,
          amountFen,
          createdByUserId: actorUserId,
          createdAt: now(),
        },
        lines,
      );
      return { id: created.id, returnNo: formatReturnNo(created.number) };
    });
  }

  /**
   * Ships or credits a return the caller saw in `fromStatus`: 409 when it moved since or the action does not leave
   * its status, 400 naming the line whose stock is short or the credit above the returned amount.
   */
  async function transitionReturn(actorUserId: string, input: PurchaseReturnTransitionRequest) {
    return db.transaction(async (tx) => {
      const record = await findPurchaseReturn(tx, input.id);
      if (!record) throw new AppError('404', 'purchaseReturns.notFound');
      const move = applyPurchaseReturnAction(record.status, input.action, input.fromStatus);
      if (move.kind === 'refused')
        throw new AppError(
          '409',
          move.reason === 'staleStatus' ? 'purchaseReturns.staleStatus' : 'purchaseReturns.actionNotAllowed',
          { current: record.status, action: input.action },
        );
      const at = now();
      let moved: PurchaseReturnRecord | undefined;
      if (input.action === 'ship') {
        moved = await moveStatus(tx, record.id, record.status, { status: move.to, shippedAt: at });
        if (moved) await shipLines(tx, record, actorUserId, at);
      } else {
        const creditFen = convertYuanAmountToFen(input.creditAmount);
        if (creditFen > record.amountFen)
          throw new FieldAppError('creditAmount', 'purchaseReturns.creditAboveAmount', {
            credit: input.creditAmount,
            amount: toYuan(record.amountFen),
          });
        moved = await moveStatus(tx, record.id, record.status, {
          status: move.to,
          creditedAt: at,
          creditFen,
          creditNote: input.creditNote,
        });
      }
      if (!moved)
        throw new AppError('409', 'purchaseReturns.staleStatus', { expected: input.fromStatus, current: '?' });
      return { id: moved.id, status: moved.status };
    });
  }

  async function shipLines(tx: Db, record: PurchaseReturnRecord, actorUserId: string, at: Date): Promise<void> {
    const lines = await listPurchaseReturnLines(tx, record.id);
    for (const [index, line] of lines.entries()) {
      const outcome = await moveStock(tx, {
        partId: line.partId,
        kind: 'purchaseReturn',
        quantity: -line.quantity,
        reason: formatReturnNo(record.number),
        document: { kind: 'purchaseReturn', id: record.id },
        actorUserId,
        now: at,
      });
      if (outcome.kind !== 'moved') throw refuseStockMove(outcome, `lines.${index}.quantity`);
    }
  }

  /** A page of returns, newest first, with the returned and credited totals of the filter, in all and per supplier. */
  async function listReturns(query: PurchaseReturnsQuery): Promise<PurchaseReturnsAnswer> {
    const { rows, totals, bySupplier } = await listPurchaseReturns(
      db,
      {
        supplierId: query.supplierId,
        status: query.status,
        start: query.from ? toReportWindow(query.from, query.from).start : undefined,
        end: query.to ? toReportWindow(query.to, query.to).end : undefined,
      },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    return {
      rows: rows.map((row) => toSummary(row.record, row)),
      total: totals.count,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      totals: { count: totals.count, amount: toYuan(totals.amountFen), credited: toYuan(totals.creditedFen) },
      bySupplier: bySupplier.map((row) => ({
        supplierId: row.supplierId,
        supplierName: row.supplierName,
        count: row.count,
        amount: toYuan(row.amountFen),
        credited: toYuan(row.creditedFen),
      })),
    };
  }

  /** One return with its lines and the actions its status allows (404 when unknown). */
  async function readReturn(id: string): Promise<PurchaseReturnDetail> {
    const record = await findPurchaseReturn(db, id);
    const names = await findPurchaseReturnNames(db, id);
    if (!record || !names) throw new AppError('404', 'purchaseReturns.notFound');
    const lines = await listPurchaseReturnLines(db, id);
    return {
      ...toSummary(record, {
        ...names,
        lineCount: lines.length,
        quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      }),
      creditNote: record.creditNote,
      lines: lines.map((line) => ({
        partId: line.partId,
        mpn: line.mpn,
        manufacturer: line.manufacturer,
        quantity: line.quantity,
        unitAmount: toYuan(line.unitFen),
        amount: toYuan(line.quantity * line.unitFen),
      })),
      actions: listPurchaseReturnActions(record.status),
    };
  }

  return { requestReturn, transitionReturn, listReturns, readReturn };
}

function toSummary(
  record: PurchaseReturnRecord,
  extra: { supplierName: string; createdBy: string | null; lineCount: number; quantity: number },
) {
  return {
    id: record.id,
    returnNo: formatReturnNo(record.number),
    supplierId: record.supplierId,
    supplierName: extra.supplierName,
    status: record.status,
    reason: record.reason,
    lineCount: extra.lineCount,
    quantity: extra.quantity,
    amount: toYuan(record.amountFen),
    creditAmount: record.creditFen === null ? null : toYuan(record.creditFen),
    createdAt: record.createdAt.toISOString(),
    createdBy: extra.createdBy,
    shippedAt: record.shippedAt?.toISOString() ?? null,
    creditedAt: record.creditedAt?.toISOString() ?? null,
  };
}

/** The purchase-returns service's interface. */
export type PurchaseReturnsService = ReturnType<typeof createPurchaseReturnsService>;
