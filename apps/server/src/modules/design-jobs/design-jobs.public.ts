import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLatestPriceBook } from '../price-book/price-book.repository.ts';
import { applyAndWriteDesignAction } from './design-job-writes.ts';
import { findDesignJobById, updateDesignJob } from './design-jobs.repository.ts';

/**
 * What other modules may use of the design service: payments start an intent for a job's quoted price and record
 * verified money on it (docs/decisions/0040-design-job-payments.md). Everything else here is the module's own.
 */

/**
 * The amount a customer may pay now on their own job, under the job's row lock: the quoted price less what is paid,
 * only while `quoted`. Another's job 404; any other status, or nothing owed, 409.
 */
export async function lockDesignJobAmountDue(
  tx: Db,
  input: { jobId: string; userId: string },
): Promise<{ jobNo: string; amountDueFen: number }> {
  const row = await findDesignJobById(tx, input.jobId, true);
  if (!row || row.ownerUserId !== input.userId) throw new AppError('404', 'design.notFound');
  const due = (row.quotedPriceFen ?? 0) - row.paidFen;
  if (row.status !== 'quoted' || due <= 0) throw new AppError('409', 'design.notPayable', { status: row.status });
  return { jobNo: row.jobNo, amountDueFen: due };
}

/** Locks a job's row for the rest of the transaction (a payment takes it before its intent). */
export async function lockDesignJob(tx: Db, jobId: string): Promise<void> {
  await findDesignJobById(tx, jobId, true);
}

/** A job's number (for a payment page's subject), or '' when it does not exist. */
export async function findDesignJobNumber(db: Db, jobId: string): Promise<string> {
  return (await findDesignJobById(db, jobId, false))?.jobNo ?? '';
}

/**
 * Books verified money on a job in the payment's transaction (the job locked): `paid_fen` grows by what is kept,
 * whatever exceeds the price still owed is returned as `refundFen` (the ledger books it), and when the payments reach
 * the quote the system actor takes `confirmPayment` (status `paid`, due date set) in the same transaction.
 */
export async function recordDesignJobPayment(
  tx: Db,
  input: { jobId: string; amountFen: number; at: Date },
): Promise<{ ownerUserId: string; keptFen: number; refundFen: number }> {
  const row = await findDesignJobById(tx, input.jobId, true);
  if (!row) throw new Error(`design job ${input.jobId} does not exist`);
  const owed = row.status === 'quoted' ? Math.max(0, (row.quotedPriceFen ?? 0) - row.paidFen) : 0;
  const keptFen = Math.min(owed, input.amountFen);
  const refundFen = input.amountFen - keptFen;
  if (keptFen === 0) return { ownerUserId: row.ownerUserId, keptFen, refundFen };
  const paidFen = row.paidFen + keptFen;
  await updateDesignJob(tx, row.id, { paidFen });
  // The due date counts working days of the current price book's calendar, as quotes do.
  const calendar = (await findLatestPriceBook(tx))?.book.calendar ?? defaultPriceBook.calendar;
  if (paidFen >= (row.quotedPriceFen ?? Number.POSITIVE_INFINITY))
    await applyAndWriteDesignAction(tx, {
      row: { ...row, paidFen },
      actor: { kind: 'system' },
      request: { action: 'confirmPayment', payload: {}, fromStatus: 'quoted' },
      at: input.at,
      calendar,
    });
  return { ownerUserId: row.ownerUserId, keptFen, refundFen };
}
