import type { PaymentSettings } from '../../config/payment-env.ts';
import type { Db } from '../../db/client.ts';
import { verifyAlipayNotification } from './gateways/alipay-gateway.ts';
import type { SandboxGateway } from './gateways/sandbox-gateway.ts';
import { verifyWechatNotification } from './gateways/wechat-gateway.ts';
import { recordFailedPayment, recordVerifiedPayment } from './payment-recording.ts';
import { findPaymentByOutTradeNo } from './payments.repository.ts';

/** The channels that send signed notifications to POST /api/pay/notify/:channel. */
export const notifyingChannels = ['sandbox', 'alipay', 'wechat'] as const;
/** One notifying channel. */
export type NotifyingChannel = (typeof notifyingChannels)[number];

/** A notification as it arrived: the raw body (signatures cover its exact bytes) and the headers. */
export type IncomingNotification = { rawBody: string; headers: Record<string, string | string[] | undefined> };

/**
 * What handling a notification came to: `accepted` (recorded, repeated, or a non-paying state acknowledged),
 * `refused` with the reason to log (nothing recorded), or `unavailable` (channel not configured here).
 */
export type NotificationOutcome =
  | { kind: 'accepted'; recorded: boolean }
  | { kind: 'refused'; reason: string }
  | { kind: 'unavailable' };

/** A verified notice, whatever the gateway: our trade number, theirs, the amount and what it means. */
type Notice = {
  outTradeNo: string;
  gatewayTradeNo: string;
  amountFen: number;
  outcome: 'paid' | 'failed' | 'other';
  notification: Record<string, unknown>;
};

/**
 * Creates the handler of gateway notifications: it verifies the channel's signature, then that the notice names one
 * of our intents of that channel with exactly its amount, and only then records the payment (once, however often it
 * arrives) or the failure.
 */
export function createPaymentNotificationsService(dependencies: {
  db: Db;
  now: () => Date;
  settings: PaymentSettings;
  sandbox: SandboxGateway | undefined;
}) {
  const { db, now, settings } = dependencies;

  /** Handles one notification of a channel (the route answers the gateway in its own format). */
  async function handleNotification(
    channel: NotifyingChannel,
    incoming: IncomingNotification,
  ): Promise<NotificationOutcome> {
    const verified = verifyNotice(channel, incoming);
    if (verified === undefined) return { kind: 'unavailable' };
    if (!verified.ok) return { kind: 'refused', reason: verified.reason };
    const notice = verified.notice;
    const payment = await findPaymentByOutTradeNo(db, notice.outTradeNo);
    if (!payment || payment.channel !== channel)
      return { kind: 'refused', reason: `unknown out_trade_no ${notice.outTradeNo}` };
    if (notice.amountFen !== payment.amountFen)
      return { kind: 'refused', reason: `amount ${notice.amountFen} fen, the intent is ${payment.amountFen} fen` };
    if (notice.outcome === 'failed') {
      await recordFailedPayment(db, payment.id);
      return { kind: 'accepted', recorded: false };
    }
    if (notice.outcome === 'other') return { kind: 'accepted', recorded: false };
    const outcome = await recordVerifiedPayment(db, {
      paymentId: payment.id,
      amountFen: notice.amountFen,
      verification: { kind: 'payment', gatewayTradeNo: notice.gatewayTradeNo, notification: notice.notification },
      at: now(),
    });
    return { kind: 'accepted', recorded: outcome.recorded };
  }

  function verifyNotice(
    channel: NotifyingChannel,
    incoming: IncomingNotification,
  ): { ok: true; notice: Notice } | { ok: false; reason: string } | undefined {
    switch (channel) {
      case 'sandbox': {
        if (!dependencies.sandbox) return undefined;
        const signature = incoming.headers['x-sandbox-signature'];
        const checked = dependencies.sandbox.verifyNotification(
          incoming.rawBody,
          typeof signature === 'string' ? signature : undefined,
          now(),
        );
        if (!checked.ok) return checked;
        const { notice } = checked;
        return {
          ok: true,
          notice: {
            outTradeNo: notice.outTradeNo,
            gatewayTradeNo: notice.tradeNo,
            amountFen: notice.amountFen,
            outcome: notice.result,
            notification: { ...notice },
          },
        };
      }
      case 'alipay': {
        if (!settings.alipay) return undefined;
        const params = Object.fromEntries(new URLSearchParams(incoming.rawBody));
        const checked = verifyAlipayNotification(settings.alipay, params);
        if (!checked.ok) return checked;
        const { notice } = checked;
        return {
          ok: true,
          notice: {
            outTradeNo: notice.outTradeNo,
            gatewayTradeNo: notice.tradeNo,
            amountFen: notice.totalAmountFen,
            outcome: notice.isPaid ? 'paid' : notice.tradeStatus === 'TRADE_CLOSED' ? 'failed' : 'other',
            notification: params,
          },
        };
      }
      case 'wechat': {
        if (!settings.wechat) return undefined;
        const checked = verifyWechatNotification(settings.wechat, incoming.headers, incoming.rawBody, now());
        if (!checked.ok) return checked;
        const { transaction } = checked;
        return {
          ok: true,
          notice: {
            outTradeNo: transaction.outTradeNo,
            gatewayTradeNo: transaction.transactionId,
            amountFen: transaction.totalFen,
            outcome:
              transaction.tradeState === 'SUCCESS' ? 'paid' : transaction.tradeState === 'CLOSED' ? 'failed' : 'other',
            notification: { ...transaction },
          },
        };
      }
    }
  }

  return { handleNotification };
}

/** The notification service's interface. */
export type PaymentNotificationsService = ReturnType<typeof createPaymentNotificationsService>;
