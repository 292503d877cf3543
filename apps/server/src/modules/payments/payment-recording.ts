import { applyPaymentEffect, decidePaymentEffect } from '@boardforge/domain/order-status/payments.ts';
import type { Db } from '../../db/client.ts';
import { appendOrderEvent } from '../order-events/order-events.repository.ts';
import { insertOrderHistory, loadOrderFacts, lockOrderById } from '../orders/orders.public.ts';
import {
  findPaymentById,
  insertLedgerRow,
  lockPaymentById,
  markPaymentFailed,
  markPaymentPaid,
  type PaymentRow,
  recordRefund,
} from './payments.repository.ts';
import { closeStaleIntents } from './stale-intent-closing.ts';
import { recordDesignJobIntentPaid } from './design-job-payments.ts';

/** Who verified a payment: the gateway's signed notification, or a staff member checking a bank statement. */
export type PaymentVerification =
  | { kind: 'payment'; gatewayTradeNo: string; notification: Record<string, unknown> }
  | { kind: 'verification'; actorUserId: string; actorRole: string; note: string };

/** What recording did: `recorded` false when the payment had been recorded before (a repeated notification). */
export type RecordingOutcome = { recorded: boolean; payment: PaymentRow; refundFen: number };

/**
 * Records a verified payment in ONE transaction: locks the order, then the intent (the order's lock first, as every
 * order change takes it, so a refund and a payment never wait on each other crosswise); an intent already paid is
 * left alone (repeated notifications record nothing). Otherwise: the intent becomes paid, one ledger row, a refund row
 * for whatever exceeds what is owed (decidePaymentEffect), an order history row and an order event. The status of the
 * order never changes. The partial unique index of the ledger is the backstop should two recordings slip past.
 */
export async function recordVerifiedPayment(
  db: Db,
  input: { paymentId: string; amountFen: number; verification: PaymentVerification; at: Date },
): Promise<RecordingOutcome> {
  return db.transaction(async (tx) => {
    const seen = await findPaymentById(tx, input.paymentId);
    if (!seen) throw new Error(`payment ${input.paymentId} does not exist`);
    if (seen.designJobId !== null)
      return recordDesignJobIntentPaid(tx, { ...input, designJobId: seen.designJobId });
    if (seen.orderId === null) throw new Error(`payment ${seen.id} names neither an order nor a design job`);
    const order = await lockOrderById(tx, seen.orderId);
    if (!order) throw new Error(`order ${seen.orderId} of payment ${seen.id} does not exist`);
    const payment = await lockPaymentById(tx, seen.id);
    if (!payment) throw new Error(`payment ${seen.id} vanished`);
    if (payment.status === 'paid' || payment.status === 'refunded') return { recorded: false, payment, refundFen: 0 };
    if (payment.amountFen !== input.amountFen)
      throw new Error(`payment ${payment.id} is for ${payment.amountFen} fen, not ${input.amountFen}`);

    const facts = await loadOrderFacts(tx, order);
    const effect = decidePaymentEffect(facts, payment.amountFen);
    const { verification } = input;
    const paid = await markPaymentPaid(tx, payment.id, {
      paidAt: input.at,
      gatewayTradeNo: verification.kind === 'payment' ? verification.gatewayTradeNo || null : null,
    });
    await insertLedgerRow(tx, {
      kind: verification.kind,
      amountFen: effect.recordPaid,
      paymentId: payment.id,
      orderId: order.id,
      actorUserId: verification.kind === 'verification' ? verification.actorUserId : null,
      gatewayTxn: verification.kind === 'payment' ? verification.gatewayTradeNo || null : null,
      note: verification.kind === 'verification' ? verification.note || null : null,
      notification: verification.kind === 'payment' ? verification.notification : null,
      createdAt: input.at,
    });
    if (effect.refund > 0)
      await recordRefund(tx, {
        orderId: order.id,
        amountFen: effect.refund,
        reason: 'paymentExceedsOutstanding',
        actorUserId: null,
        paymentId: payment.id,
        at: input.at,
      });
    const payload = {
      paymentId: payment.id,
      channel: payment.channel,
      amountFen: payment.amountFen,
      refundFen: effect.refund,
    };
    await insertOrderHistory(tx, {
      orderId: order.id,
      actorUserId: verification.kind === 'verification' ? verification.actorUserId : null,
      actorRole: verification.kind === 'verification' ? verification.actorRole : 'gateway',
      action: 'payment',
      fromStatus: order.status,
      toStatus: order.status,
      note: 'paymentReceived',
      payload,
      createdAt: input.at,
    });
    await appendOrderEvent(tx, { orderId: order.id, userId: order.userId, kind: 'payment', payload, at: input.at });
    // The order now owes less (or nothing): every other attempt pending for the old amount closes (orderPaid, or
    // amountChanged after a part payment), so no abandoned attempt waits beside the paid one.
    await closeStaleIntents(tx, order.id, applyPaymentEffect(facts, effect));
    return { recorded: true, payment: paid, refundFen: effect.refund };
  });
}

/** Marks a pending payment failed (the gateway said so); a paid one stays paid. */
export async function recordFailedPayment(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  return markPaymentFailed(db, paymentId);
}
