import type {
  CollectionRow,
  CollectionsQuery,
  VerifyCollectionAnswer,
  VerifyCollectionRequest,
} from '@boardforge/contracts/payments.ts';
import { convertYuanToFen, roundHalfUp, toYuan } from '@boardforge/domain/money/fen.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBankTransferOfOrder, listBankTransfers } from './collections.repository.ts';
import { recordVerifiedPayment } from './payment-recording.ts';
import { findPaymentById, isUuid, type PaymentRow } from './payments.repository.ts';

/**
 * Creates the collection-verification service of the back office: staff holding `finance:verifyCollection` confirm
 * that a bank transfer arrived (recorded once, as a verification ledger row), and list transfers pending or verified.
 */
export function createCollectionsService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /**
   * Verifies a bank transfer: the payment (by id, or the order's transfer quoting the reference code) must be a bank
   * transfer (409), quote that reference code (409) and be for exactly the amount received (409); a payment already
   * recorded is refused (409) and records nothing. Otherwise the payment is recorded as paid in one transaction.
   */
  async function verifyCollection(
    actor: { userId: string; role: string },
    input: VerifyCollectionRequest,
  ): Promise<VerifyCollectionAnswer> {
    const payment = await findTransfer(input);
    if (payment.channel !== 'bank_transfer')
      throw new AppError('409', 'payments.notBankTransfer', { channel: payment.channel });
    // An order's transfer, or a layout design job's (then no order: the job is confirmed paid by the recording).
    const orderId = payment.orderId ?? '';
    if (payment.referenceCode !== input.referenceCode)
      throw new AppError('409', 'payments.referenceMismatch', { referenceCode: input.referenceCode });
    const amountFen = roundHalfUp(convertYuanToFen(input.amount));
    if (amountFen !== payment.amountFen)
      throw new AppError('409', 'payments.amountMismatch', {
        amount: toYuan(amountFen).toFixed(2),
        expected: toYuan(payment.amountFen).toFixed(2),
      });
    const outcome = await recordVerifiedPayment(db, {
      paymentId: payment.id,
      amountFen,
      verification: { kind: 'verification', actorUserId: actor.userId, actorRole: actor.role, note: input.note },
      at: now(),
    });
    if (!outcome.recorded) throw new AppError('409', 'payments.alreadyVerified');
    return {
      paymentId: outcome.payment.id,
      orderId,
      status: outcome.payment.status,
      amount: toYuan(outcome.payment.amountFen),
      paidAt: (outcome.payment.paidAt ?? now()).toISOString(),
    };
  }

  /** A page of bank transfers, pending (oldest first) or verified (newest first). */
  async function listCollections(query: CollectionsQuery) {
    const { rows, total } = await listBankTransfers(db, {
      status: query.status,
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    });
    const collections: CollectionRow[] = rows.map((row) => ({
      paymentId: row.payment.id,
      // A design job's transfer has no order (its number is the job's).
      orderId: row.payment.orderId ?? '',
      orderNo: row.orderNo,
      customerPhone: row.customerPhone,
      customerName: row.customerName,
      amount: toYuan(row.payment.amountFen),
      referenceCode: row.payment.referenceCode ?? '',
      status: row.payment.status,
      createdAt: row.payment.createdAt.toISOString(),
      ...(row.verifiedAt ? { verifiedAt: row.verifiedAt.toISOString() } : {}),
      ...(row.verifiedByName ? { verifiedBy: row.verifiedByName } : {}),
      ...(row.note ? { note: row.note } : {}),
    }));
    return { rows: collections, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async function findTransfer(input: VerifyCollectionRequest): Promise<PaymentRow> {
    const payment = input.paymentId
      ? await findPaymentById(db, input.paymentId)
      : input.orderId && isUuid(input.orderId)
        ? await findBankTransferOfOrder(db, input.orderId, input.referenceCode)
        : undefined;
    if (payment) return payment;
    if (input.paymentId) throw new AppError('404', 'payments.paymentNotFound');
    throw new AppError('404', 'payments.noPendingTransfer', { referenceCode: input.referenceCode });
  }

  return { verifyCollection, listCollections };
}

/** The collections service's interface. */
export type CollectionsService = ReturnType<typeof createCollectionsService>;
