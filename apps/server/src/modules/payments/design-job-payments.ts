import type { Db } from '../../db/client.ts';
import { lockDesignJob, recordDesignJobPayment } from '../design-jobs/design-jobs.public.ts';
import { insertLedgerRow, lockPaymentById, markPaymentPaid } from './payments.repository.ts';
import type { PaymentVerification, RecordingOutcome } from './payment-recording.ts';

/**
 * Records a verified payment of a layout design job (docs/decisions/0040-design-job-payments.md) in the caller's
 * transaction, the intent locked: the intent paid, one ledger row on the job, a refund row for whatever exceeds the
 * price still owed, the payment's event; the design service confirms the payment (status `paid`) when the quote is
 * reached. Design jobs are paid online only, so the verification is a gateway's notification.
 */
export async function recordDesignJobIntentPaid(
  tx: Db,
  input: { paymentId: string; designJobId: string; amountFen: number; verification: PaymentVerification; at: Date },
): Promise<RecordingOutcome> {
  const { verification, at } = input;
  // The job first, as every design step locks it, then the intent (repeated notifications record nothing).
  await lockDesignJob(tx, input.designJobId);
  const payment = await lockPaymentById(tx, input.paymentId);
  if (!payment) throw new Error(`payment ${input.paymentId} vanished`);
  if (payment.status === 'paid' || payment.status === 'refunded') return { recorded: false, payment, refundFen: 0 };
  if (payment.amountFen !== input.amountFen)
    throw new Error(`payment ${payment.id} is for ${payment.amountFen} fen, not ${input.amountFen}`);
  const booked = await recordDesignJobPayment(tx, { jobId: input.designJobId, amountFen: payment.amountFen, at });
  const paid = await markPaymentPaid(tx, payment.id, {
    paidAt: at,
    gatewayTradeNo: verification.kind === 'payment' ? verification.gatewayTradeNo || null : null,
  });
  await insertLedgerRow(tx, {
    kind: verification.kind,
    amountFen: payment.amountFen,
    paymentId: payment.id,
    orderId: null,
    designJobId: input.designJobId,
    actorUserId: verification.kind === 'verification' ? verification.actorUserId : null,
    gatewayTxn: verification.kind === 'payment' ? verification.gatewayTradeNo || null : null,
    note: verification.kind === 'verification' ? verification.note || null : null,
    notification: verification.kind === 'payment' ? verification.notification : null,
    createdAt: at,
  });
  if (booked.refundFen > 0)
    await insertLedgerRow(tx, {
      kind: 'refund',
      amountFen: booked.refundFen,
      paymentId: payment.id,
      orderId: null,
      designJobId: input.designJobId,
      actorUserId: null,
      gatewayTxn: null,
      note: 'paymentExceedsOutstanding',
      notification: null,
      createdAt: at,
    });
  // The job's own event (kind designJob, action confirmPayment) is appended by the design service.
  return { recorded: true, payment: paid, refundFen: booked.refundFen };
}
