import { randomBytes, randomInt } from 'node:crypto';
import type {
  CreatePaymentAnswer,
  CreatePaymentRequest,
  PaymentChannel,
  PaymentStatusAnswer,
} from '@boardforge/contracts/payments.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import { decidePaymentStart } from '@boardforge/domain/order-status/payments.ts';
import type { PaymentSettings } from '../../config/payment-env.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findDesignJobNumber, lockDesignJobAmountDue } from '../design-jobs/design-jobs.public.ts';
import { findOrderById, loadOrderFacts, lockOrderById } from '../orders/orders.public.ts';
import { describeBankTransfer } from './bank-instructions.ts';
import { buildAlipayPagePayUrl } from './gateways/alipay-gateway.ts';
import { createWechatNativeOrder, WechatApiError } from './gateways/wechat-gateway.ts';
import { isWithinIntentLifetime, onlineIntentExpiresAt, reuseOpenOnlineIntent } from './open-intents.ts';
import {
  closePendingPayment,
  findPaymentById,
  insertPayment,
  listPendingIntentsOfDesignJob,
  markPaymentFailed,
  type PaymentRow,
  storeGatewayCode,
} from './payments.repository.ts';
import { closeStaleIntents } from './stale-intent-closing.ts';

/** What the payments service is built on. */
export type PaymentsDependencies = {
  db: Db;
  now: () => Date;
  settings: PaymentSettings;
  log: { warn(object: Record<string, unknown>, message: string): void };
};

/**
 * Creates the customer side of payments: starting a payment of an order's whole outstanding amount on a channel, and
 * reading a payment's status. Notifications and bank-transfer verification are in their own services.
 */
export function createPaymentsService(dependencies: PaymentsDependencies) {
  const { db, now, settings } = dependencies;

  /**
   * Starts a payment (POST /pay/create): the caller's own order (else 404), decidePaymentStart (409 with the reason),
   * a channel that is offered and configured (else 503 naming it); then a pending intent and what the customer needs
   * to pay it: the sandbox pay page, Alipay's signed page-pay URL, WeChat's Native code_url, or the bank details.
   * An intent already open on the channel for the amount due is answered again (see startIntent).
   */
  async function createPayment(
    userId: string,
    input: CreatePaymentRequest,
    context: { siteOrigin: string },
  ): Promise<CreatePaymentAnswer> {
    const order = await findOrderById(db, input.orderId);
    if (!order || order.userId !== userId) throw new AppError('404', 'payments.orderNotFound');
    const at = now();
    const payment = await startIntent(order.id, userId, input.channel, at);
    return answerIntent(payment, `BoardForge ${order.orderNo}`, context, at);
  }

  /**
   * Starts paying a layout design job's quoted price (POST /design/job/pay; docs/decisions/0008-design-job-payments.md):
   * the caller's own job in `quoted` (else 404 / 409), on any offered channel: online, or a bank transfer quoting a
   * reference code that staff verify in the collection list as for an order. Under the job's row lock an intent open on
   * the channel for the amount due is answered again; a stale one (an online one expired, another amount) is closed and
   * a new one started.
   */
  async function createDesignJobPayment(
    userId: string,
    input: { jobId: string; channel: PaymentChannel },
    context: { siteOrigin: string },
  ): Promise<CreatePaymentAnswer> {
    const channel = input.channel;
    const at = now();
    const { payment, jobNo } = await db.transaction(async (tx) => {
      const due = await lockDesignJobAmountDue(tx, { jobId: input.jobId, userId });
      // The job first (another's or an unknown one is 404 whatever the channel), then the channel's settings (503).
      assertChannelAvailable(channel);
      let open: PaymentRow | undefined;
      for (const intent of await listPendingIntentsOfDesignJob(tx, input.jobId, channel)) {
        // A bank transfer does not expire: the customer may already have sent it quoting its reference code.
        const hasExpired = channel !== 'bank_transfer' && !isWithinIntentLifetime(intent, at);
        if (intent.amountFen === due.amountDueFen && !hasExpired && !open) open = intent;
        else await closePendingPayment(tx, intent.id, hasExpired ? 'expired' : 'amountChanged');
      }
      const started =
        open ??
        (await insertPayment(tx, {
          orderId: null,
          designJobId: input.jobId,
          userId,
          channel,
          amountFen: due.amountDueFen,
          createdAt: at,
          outTradeNo: generateOutTradeNo(at),
          referenceCode: channel === 'bank_transfer' ? generateReferenceCode() : null,
        }));
      return { payment: started, jobNo: due.jobNo };
    });
    return answerIntent(payment, `BoardForge ${jobNo}`, context, at);
  }

  /**
   * What the customer needs to pay an intent, an order's or a design job's: the sandbox pay page, Alipay's signed
   * page-pay URL, WeChat's Native code_url, or the bank details with the transfer's reference code.
   */
  async function answerIntent(
    payment: PaymentRow,
    subject: string,
    context: { siteOrigin: string },
    at: Date,
  ): Promise<CreatePaymentAnswer> {
    const base = { paymentId: payment.id, amount: toYuan(payment.amountFen) };
    switch (payment.channel) {
      case 'sandbox':
        return { ...base, payUrl: `${context.siteOrigin}/api/dev/sandbox/page?paymentId=${payment.id}` };
      case 'alipay':
        // Signed afresh (Alipay's timestamp is the request's time) for the same trade: same out_trade_no, amount and
        // time_expire, so however often it is opened, Alipay takes one payment.
        return { ...base, payUrl: buildAlipayPagePayUrl(requireAlipay(), { ...tradeOf(payment, subject), at }) };
      case 'wechat':
        return { ...base, qrCode: await createWechatCode(payment, subject, at) };
      case 'bank_transfer': {
        const bank = settings.bank;
        if (!bank || !payment.referenceCode)
          throw new AppError('503', 'payments.channelUnavailable', { channel: 'bank_transfer' });
        return { ...base, bankInstructions: describeBankTransfer(bank, payment.referenceCode) };
      }
    }
  }

  /**
   * The intent of a new payment, decided under the order's row lock, so racing requests queue behind each other: one
   * open intent per order and channel. The one still open for the amount due is answered again (same id, same trade,
   * same reference code or QR code) until it is paid, failed or expired; stale ones are closed as failed with their
   * reason (closeStaleIntents, on every channel; an expired online one: reuseOpenOnlineIntent) and a new one is
   * started. The partial unique index `payments_one_pending_per_channel` is the backstop.
   */
  async function startIntent(orderId: string, userId: string, channel: PaymentChannel, at: Date): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      const order = await lockOrderById(tx, orderId);
      if (!order) throw new AppError('404', 'payments.orderNotFound');
      const facts = await loadOrderFacts(tx, order);
      const decision = decidePaymentStart(facts);
      if (!decision.ok) throw new AppError('409', `payments.${decision.reason}`);
      assertChannelAvailable(channel);
      const intent = { orderId, userId, channel, amountFen: decision.amount, createdAt: at };
      // Every change of the amount due closes stale intents already; this is the backstop for rows older than that.
      const current = await closeStaleIntents(tx, orderId, facts);
      if (channel !== 'bank_transfer') {
        const open = await reuseOpenOnlineIntent(tx, orderId, channel, decision.amount, at);
        if (open) return open;
        return insertPayment(tx, { ...intent, outTradeNo: generateOutTradeNo(at), referenceCode: null });
      }
      const reusable = current.find((pending) => pending.channel === 'bank_transfer');
      if (reusable) return reusable;
      return insertPayment(tx, {
        ...intent,
        outTradeNo: generateOutTradeNo(at),
        referenceCode: generateReferenceCode(),
      });
    });
  }

  /** The status of one of the caller's payments (GET /pay/status); another customer's is 404. */
  async function readPaymentStatus(userId: string, paymentId: string): Promise<PaymentStatusAnswer> {
    const payment = await findPaymentById(db, paymentId);
    if (!payment || payment.userId !== userId) throw new AppError('404', 'payments.paymentNotFound');
    return { status: payment.status, ...(payment.paidAt ? { paidAt: payment.paidAt.toISOString() } : {}) };
  }

  /** One of the caller's payments with its order number, or 404 (the sandbox page and pay routes). */
  async function findOwnPayment(userId: string, paymentId: string): Promise<{ payment: PaymentRow; orderNo: string }> {
    const payment = await findPaymentById(db, paymentId);
    if (!payment || payment.userId !== userId) throw new AppError('404', 'payments.paymentNotFound');
    if (payment.designJobId !== null) return { payment, orderNo: await findDesignJobNumber(db, payment.designJobId) };
    const order = payment.orderId === null ? undefined : await findOrderById(db, payment.orderId);
    return { payment, orderNo: order?.orderNo ?? '' };
  }

  function assertChannelAvailable(channel: PaymentChannel): void {
    const isConfigured =
      channel === 'sandbox' ||
      (channel === 'alipay' && settings.alipay !== undefined) ||
      (channel === 'wechat' && settings.wechat !== undefined) ||
      (channel === 'bank_transfer' && settings.bank !== undefined);
    if (!settings.channels.includes(channel) || !isConfigured)
      throw new AppError('503', 'payments.channelUnavailable', { channel });
  }

  function requireAlipay() {
    if (!settings.alipay) throw new AppError('503', 'payments.channelUnavailable', { channel: 'alipay' });
    return settings.alipay;
  }

  function tradeOf(payment: PaymentRow, subject: string) {
    return {
      outTradeNo: payment.outTradeNo,
      amountFen: payment.amountFen,
      subject,
      expiresAt: onlineIntentExpiresAt(payment),
      notifyUrl: `${settings.notifyOrigin}/api/pay/notify/${payment.channel}`,
    };
  }

  async function createWechatCode(payment: PaymentRow, subject: string, at: Date): Promise<string> {
    const wechat = settings.wechat;
    if (!wechat) throw new AppError('503', 'payments.channelUnavailable', { channel: 'wechat' });
    if (payment.gatewayCode) return payment.gatewayCode;
    const trade = tradeOf(payment, subject);
    try {
      // Racing first requests may each place the order (same out_trade_no and body); the code stored first is answered.
      const { codeUrl } = await createWechatNativeOrder(wechat, { ...trade, description: subject, at });
      return await storeGatewayCode(db, payment.id, codeUrl);
    } catch (error) {
      if (!(error instanceof WechatApiError)) throw error;
      dependencies.log.warn({ err: error, paymentId: payment.id }, 'WeChat Pay refused or failed the Native order');
      await markPaymentFailed(db, payment.id);
      throw new AppError('503', 'payments.gatewayUnavailable', { channel: 'wechat' }, { cause: error });
    }
  }

  return { createPayment, createDesignJobPayment, readPaymentStatus, findOwnPayment };
}

/** The payments service's interface. */
export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** Our trade number: "BF", the UTC date and 12 random characters (22, within WeChat's 32 and Alipay's 64). */
function generateOutTradeNo(at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `BF${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}

// Letters and digits a customer cannot confuse when typing them into a bank's remark field (no 0/O, 1/I/L).
const referenceAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A bank-transfer reference code: "BF" and 8 unambiguous characters (about 40 bits). */
function generateReferenceCode(): string {
  let code = 'BF';
  for (let index = 0; index < 8; index += 1) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return code;
}
