import { createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import type { WechatSettings } from '../../../config/payment-env.ts';

/** How far a notification's or answer's Wechatpay-Timestamp may be from our clock. */
export const wechatMaxClockSkewSeconds = 5 * 60;

/** The transaction inside a verified WeChat Pay notification. */
export type WechatTransaction = {
  outTradeNo: string;
  transactionId: string;
  tradeState: string;
  totalFen: number;
  mchId: string;
  appId: string;
};

/** A checked notification, or why it was refused. */
export type WechatVerification = { ok: true; transaction: WechatTransaction } | { ok: false; reason: string };

/** Signs a WeChat Pay v3 message (SHA256withRSA, base64): the lines joined and ended by "\n". */
export function signWechatMessage(lines: readonly string[], privateKey: KeyObject): string {
  return createSign('RSA-SHA256')
    .update(`${lines.join('\n')}\n`, 'utf8')
    .sign(privateKey, 'base64');
}

/** Verifies a WeChat Pay v3 signature over the lines (never throws). */
export function verifyWechatMessage(lines: readonly string[], signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(`${lines.join('\n')}\n`, 'utf8')
      .verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/**
 * The Authorization header of a request to the WeChat Pay API v3 (WECHATPAY2-SHA256-RSA2048): our merchant id, a
 * nonce, the timestamp, our certificate serial and the signature of `METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n`.
 */
export function buildWechatAuthorization(
  settings: Pick<WechatSettings, 'mchId' | 'merchantSerialNo' | 'merchantPrivateKey'>,
  request: { method: string; pathWithQuery: string; body: string; at: Date; nonce?: string },
): string {
  const timestamp = String(Math.floor(request.at.getTime() / 1000));
  const nonce = request.nonce ?? randomBytes(16).toString('hex');
  const signature = signWechatMessage(
    [request.method, request.pathWithQuery, timestamp, nonce, request.body],
    settings.merchantPrivateKey,
  );
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${settings.mchId}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${settings.merchantSerialNo}"`
  );
}

/** Why a call to WeChat Pay failed (the caller answers 503). */
export class WechatApiError extends Error {
  override name = 'WechatApiError';
}

/** A moment as WeChat Pay's time fields want it: RFC 3339 with the +08:00 offset, whole seconds. */
function formatChinaRfc3339(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/**
 * Places a Native-pay order (POST /v3/pay/transactions/native) and returns its code_url, the content of the QR code
 * the customer scans. The answer's signature is checked with the platform key like a notification's.
 */
export async function createWechatNativeOrder(
  settings: WechatSettings,
  trade: { outTradeNo: string; amountFen: number; description: string; notifyUrl: string; expiresAt: Date; at: Date },
): Promise<{ codeUrl: string }> {
  const pathWithQuery = '/v3/pay/transactions/native';
  const body = JSON.stringify({
    appid: settings.appId,
    mchid: settings.mchId,
    description: trade.description,
    out_trade_no: trade.outTradeNo,
    // RFC 3339 in China time; WeChat closes the trade then, as we close the intent.
    time_expire: formatChinaRfc3339(trade.expiresAt),
    notify_url: trade.notifyUrl,
    amount: { total: trade.amountFen, currency: 'CNY' },
  });
  let response: Response;
  try {
    response = await fetch(`${settings.apiBase}${pathWithQuery}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'BoardForge/1.0',
        authorization: buildWechatAuthorization(settings, { method: 'POST', pathWithQuery, body, at: trade.at }),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new WechatApiError(`WeChat Pay unreachable: ${(error as Error).message}`, { cause: error });
  }
  const text = await response.text();
  if (!response.ok) throw new WechatApiError(`WeChat Pay answered ${response.status}: ${text.slice(0, 300)}`);
  const headers = readHeaders(response.headers);
  const checked = checkWechatSignature(settings, headers, text, trade.at);
  if (!checked.ok) throw new WechatApiError(`WeChat Pay answer refused: ${checked.reason}`);
  const codeUrl = (JSON.parse(text) as { code_url?: unknown }).code_url;
  if (typeof codeUrl !== 'string' || codeUrl === '') throw new WechatApiError('WeChat Pay answer has no code_url');
  return { codeUrl };
}

function readHeaders(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, key) => {
    result[key] = value;
  });
  return result;
}

/** Checks Wechatpay-Timestamp (±5 min), -Serial (when configured) and -Signature over `ts\nnonce\nbody\n`. */
function checkWechatSignature(
  settings: WechatSettings,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now: Date,
): { ok: true } | { ok: false; reason: string } {
  const timestamp = readHeader(headers, 'wechatpay-timestamp');
  const nonce = readHeader(headers, 'wechatpay-nonce');
  const signature = readHeader(headers, 'wechatpay-signature');
  const serial = readHeader(headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature) return { ok: false, reason: 'missing Wechatpay-* headers' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'malformed timestamp' };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > wechatMaxClockSkewSeconds)
    return { ok: false, reason: `stale timestamp ${timestamp}` };
  if (settings.platformSerialNo !== undefined && serial !== settings.platformSerialNo)
    return { ok: false, reason: `unknown serial ${serial ?? 'missing'}` };
  if (!verifyWechatMessage([timestamp, nonce, body], signature, settings.platformPublicKey))
    return { ok: false, reason: 'bad signature' };
  return { ok: true };
}

function readHeader(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Decrypts a notification resource (AEAD_AES_256_GCM with the APIv3 key); undefined when the tag does not hold. */
export function decryptWechatResource(
  apiV3Key: string,
  resource: { ciphertext: string; associatedData: string; nonce: string },
): string | undefined {
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length < 17) return undefined;
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(resource.nonce, 'utf8'),
    );
    decipher.setAAD(Buffer.from(resource.associatedData, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * Checks a payment notification: headers and signature over the raw body with the platform key, then decrypts the
 * resource and checks our mchid and appid. Out_trade_no and amount are checked against the intent by the caller.
 */
export function verifyWechatNotification(
  settings: WechatSettings,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
): WechatVerification {
  const signed = checkWechatSignature(settings, headers, rawBody, now);
  if (!signed.ok) return signed;
  let envelope: {
    resource?: { algorithm?: unknown; ciphertext?: unknown; associated_data?: unknown; nonce?: unknown };
  };
  try {
    envelope = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'body is not JSON' };
  }
  const resource = envelope.resource;
  if (
    resource?.algorithm !== 'AEAD_AES_256_GCM' ||
    typeof resource.ciphertext !== 'string' ||
    typeof resource.nonce !== 'string'
  )
    return { ok: false, reason: 'no AEAD_AES_256_GCM resource' };
  const plaintext = decryptWechatResource(settings.apiV3Key, {
    ciphertext: resource.ciphertext,
    associatedData: typeof resource.associated_data === 'string' ? resource.associated_data : '',
    nonce: resource.nonce,
  });
  if (plaintext === undefined) return { ok: false, reason: 'resource does not decrypt (GCM tag)' };
  let transaction: Record<string, unknown>;
  try {
    transaction = JSON.parse(plaintext);
  } catch {
    return { ok: false, reason: 'resource is not JSON' };
  }
  const amount = transaction.amount as { total?: unknown } | undefined;
  const parsed: WechatTransaction = {
    outTradeNo: String(transaction.out_trade_no ?? ''),
    transactionId: String(transaction.transaction_id ?? ''),
    tradeState: String(transaction.trade_state ?? ''),
    totalFen: typeof amount?.total === 'number' && Number.isInteger(amount.total) ? amount.total : -1,
    mchId: String(transaction.mchid ?? ''),
    appId: String(transaction.appid ?? ''),
  };
  if (parsed.mchId !== settings.mchId) return { ok: false, reason: `mchid ${parsed.mchId}` };
  if (parsed.appId !== settings.appId) return { ok: false, reason: `appid ${parsed.appId}` };
  if (!parsed.outTradeNo) return { ok: false, reason: 'no out_trade_no' };
  if (parsed.totalFen < 0) return { ok: false, reason: 'no amount.total' };
  return { ok: true, transaction: parsed };
}
