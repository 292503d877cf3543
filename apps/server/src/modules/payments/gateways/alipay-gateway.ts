import { createSign, createVerify, type KeyObject } from 'node:crypto';
import type { AlipaySettings } from '../../../config/payment-env.ts';
import { formatFenAsYuanText, parseYuanTextToFen } from './gateway-money.ts';

/** What a verified Alipay notification says about a trade. */
export type AlipayNotice = {
  outTradeNo: string;
  tradeNo: string;
  totalAmountFen: number;
  tradeStatus: string;
  isPaid: boolean;
};

/** A checked notification, or why it was refused. */
export type AlipayVerification = { ok: true; notice: AlipayNotice } | { ok: false; reason: string };

/** The string Alipay signs: non-empty parameters but the excluded ones, sorted by name, as `k=v` joined by `&`. */
export function buildAlipaySigningText(params: Record<string, string>, excluded: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !excluded.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** Signs the parameters with RSA2 (SHA256withRSA), as Alipay requests and notifications are signed. */
export function signAlipayParams(
  params: Record<string, string>,
  privateKey: KeyObject,
  excluded: readonly string[] = ['sign'],
): string {
  return createSign('RSA-SHA256').update(buildAlipaySigningText(params, excluded), 'utf8').sign(privateKey, 'base64');
}

/** China time as Alipay's `timestamp` wants it: yyyy-MM-dd HH:mm:ss. */
function formatChinaTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Builds the signed page-pay URL (alipay.trade.page.pay, RSA2) the customer's browser goes to; Alipay then posts its
 * notification to `notifyUrl`. The trade closes at `expiresAt`.
 */
export function buildAlipayPagePayUrl(
  settings: AlipaySettings,
  trade: {
    outTradeNo: string;
    amountFen: number;
    subject: string;
    notifyUrl: string;
    returnUrl?: string;
    expiresAt: Date;
    at: Date;
  },
): string {
  const params: Record<string, string> = {
    app_id: settings.appId,
    method: 'alipay.trade.page.pay',
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: formatChinaTime(trade.at),
    version: '1.0',
    notify_url: trade.notifyUrl,
    ...(trade.returnUrl ? { return_url: trade.returnUrl } : {}),
    biz_content: JSON.stringify({
      out_trade_no: trade.outTradeNo,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: formatFenAsYuanText(trade.amountFen),
      subject: trade.subject,
      // Absolute, so a URL signed again for the same intent describes the same trade, closed when our intent expires.
      time_expire: formatChinaTime(trade.expiresAt),
    }),
  };
  params.sign = signAlipayParams(params, settings.privateKey);
  const url = new URL(settings.gateway);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

const paidStatuses = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/**
 * Checks an asynchronous notification: the RSA2 signature over the sorted parameters without sign and sign_type
 * (Alipay's public key), then our app id. The trade itself (out_trade_no, amount) is checked against the intent by
 * the caller.
 */
export function verifyAlipayNotification(settings: AlipaySettings, params: Record<string, string>): AlipayVerification {
  const { sign, sign_type: signType } = params;
  if (!sign) return { ok: false, reason: 'no sign' };
  if (signType !== undefined && signType !== 'RSA2') return { ok: false, reason: `sign_type ${signType}` };
  const text = buildAlipaySigningText(params, ['sign', 'sign_type']);
  let isValid = false;
  try {
    isValid = createVerify('RSA-SHA256').update(text, 'utf8').verify(settings.alipayPublicKey, sign, 'base64');
  } catch {
    isValid = false;
  }
  if (!isValid) return { ok: false, reason: 'bad signature' };
  if (params.app_id !== settings.appId) return { ok: false, reason: `app_id ${params.app_id ?? 'missing'}` };
  const outTradeNo = params.out_trade_no;
  const totalAmountFen = parseYuanTextToFen(params.total_amount);
  if (!outTradeNo) return { ok: false, reason: 'no out_trade_no' };
  if (totalAmountFen === undefined) return { ok: false, reason: `total_amount ${params.total_amount ?? 'missing'}` };
  const tradeStatus = params.trade_status ?? '';
  return {
    ok: true,
    notice: {
      outTradeNo,
      tradeNo: params.trade_no ?? '',
      totalAmountFen,
      tradeStatus,
      isPaid: paidStatuses.includes(tradeStatus),
    },
  };
}
