import { randomBytes } from 'node:crypto';
import type { SandboxPayRequest } from '@boardforge/contracts/payments.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findDesignJobNumber } from '../design-jobs/design-jobs.public.ts';
import { findOrderById } from '../orders/orders.public.ts';
import { type SandboxGateway, sandboxSignatureHeader } from './gateways/sandbox-gateway.ts';
import { findPaymentById, type PaymentRow } from './payments.repository.ts';

/** Posts a signed notification to POST /api/pay/notify/sandbox and returns the HTTP status of the answer. */
export type NotificationDelivery = (request: { body: string; headers: Record<string, string> }) => Promise<number>;

/** What the sandbox pay page shows. */
export type SandboxPageView = { paymentId: string; orderNo: string; amountYuan: string; status: PaymentRow['status'] };

/**
 * Creates the sandbox gateway's customer side (development only): its pay page, and settling a payment, which signs a
 * notification exactly as a gateway does and delivers it to the notify route, so signature checking and recording
 * run as they do for real gateways.
 */
export function createSandboxService(dependencies: { db: Db; now: () => Date; gateway: SandboxGateway }) {
  const { db, now, gateway } = dependencies;

  /** One of the caller's sandbox payments, else 404. */
  async function findOwnSandboxPayment(userId: string, paymentId: string): Promise<PaymentRow> {
    const payment = await findPaymentById(db, paymentId);
    if (!payment || payment.userId !== userId || payment.channel !== 'sandbox')
      throw new AppError('404', 'payments.paymentNotFound');
    return payment;
  }

  /** What the pay page of one of the caller's sandbox payments shows. */
  async function viewPayPage(userId: string, paymentId: string): Promise<SandboxPageView> {
    const payment = await findOwnSandboxPayment(userId, paymentId);
    const order = payment.orderId === null ? undefined : await findOrderById(db, payment.orderId);
    const number = payment.designJobId === null ? (order?.orderNo ?? '') : await findDesignJobNumber(db, payment.designJobId);
    return {
      paymentId: payment.id,
      orderNo: number,
      amountYuan: toYuan(payment.amountFen).toFixed(2),
      status: payment.status,
    };
  }

  /**
   * Settles one of the caller's sandbox payments as paid or failed: a signed notification for its trade number and
   * amount goes to the notify route; the answer is the payment's status afterwards (503 when the route refused it).
   */
  async function settlePayment(
    userId: string,
    input: SandboxPayRequest,
    deliver: NotificationDelivery,
  ): Promise<{ paymentId: string; status: PaymentRow['status'] }> {
    const payment = await findOwnSandboxPayment(userId, input.paymentId);
    const { body, signature } = gateway.buildNotification({
      outTradeNo: payment.outTradeNo,
      tradeNo: `SBX${randomBytes(10).toString('hex').toUpperCase()}`,
      amountFen: payment.amountFen,
      result: input.result,
      timestamp: now().getTime(),
    });
    const status = await deliver({
      body,
      headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
    });
    if (status !== 200) throw new AppError('503', 'payments.gatewayUnavailable', { channel: 'sandbox' });
    const after = await findPaymentById(db, payment.id);
    return { paymentId: payment.id, status: after?.status ?? payment.status };
  }

  return { viewPayPage, settlePayment };
}

/** The sandbox service's interface. */
export type SandboxService = ReturnType<typeof createSandboxService>;
