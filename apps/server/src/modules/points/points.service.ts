import {
  type PointsReason,
  type PointsRow,
  pointsReasons,
  type ScoreListRequest,
} from '@boardforge/contracts/points.ts';
import type { Db } from '../../db/client.ts';
import { addPointsEntry, listPointsEntries, type PointsLedgerRow } from './points.repository.ts';

/** Creates the points service: the own ledger, and crediting points for other modules. */
export function createPointsService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /** A page of the caller's points records (POST /user/scorelist). */
  async function listRecords(userId: string, request: ScoreListRequest) {
    const { rows, total } = await listPointsEntries(db, userId, {
      kind: request.kind,
      limit: request.pageSize,
      offset: (request.pageNum - 1) * request.pageSize,
    });
    return { rows: rows.map(toPointsRow), total, pageNum: request.pageNum, pageSize: request.pageSize };
  }

  /** Credits points in a transaction of its own (order completion, ratings); returns the new balance. */
  async function creditPoints(input: {
    userId: string;
    points: number;
    reason: PointsReason;
    orderNo?: string;
  }): Promise<number> {
    if (!Number.isInteger(input.points) || input.points <= 0)
      throw new Error('creditPoints needs a positive whole number');
    return db.transaction(async (tx) => {
      const balance = await addPointsEntry(tx, { ...input, change: input.points, at: now() });
      if (balance === undefined) throw new Error(`no user ${input.userId} to credit`);
      return balance;
    });
  }

  return { listRecords, creditPoints };
}

/** The points service's interface. */
export type PointsService = ReturnType<typeof createPointsService>;

function toPointsRow(row: PointsLedgerRow): PointsRow {
  const reason = (pointsReasons as readonly string[]).includes(row.reason) ? (row.reason as PointsReason) : 'adjust';
  return {
    id: row.id,
    change: row.change,
    balance: row.balanceAfter,
    reason,
    ...(row.orderNo ? { orderNo: row.orderNo } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}
