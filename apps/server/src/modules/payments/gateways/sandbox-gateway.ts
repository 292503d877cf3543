import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header carrying the sandbox gateway's HMAC-SHA256 signature (hex) of the raw body. */
export const sandboxSignatureHeader = 'x-sandbox-signature';

/** How far a sandbox notification's timestamp may be from our clock. */
const sandboxMaxClockSkewMs = 5 * 60 * 1000;

// One key per process: every app of this process signs and verifies sandbox notifications with it.
const processSandboxKey = randomBytes(32);

/** What the sandbox gateway reports: our trade number, its own, the amount (fen), the result and when. */
export type SandboxNotice = {
  outTradeNo: string;
  tradeNo: string;
  amountFen: number;
  result: 'paid' | 'failed';
  timestamp: number;
};

/** A checked sandbox notification, or why it was refused. */
export type SandboxVerification = { ok: true; notice: SandboxNotice } | { ok: false; reason: string };

/**
 * The built-in test gateway: it signs its notifications with a key of this process (HMAC-SHA256 over the exact body)
 * and the notify route verifies them with the same key, so the whole path, signature check included, runs.
 */
export function createSandboxGateway(key: Buffer = processSandboxKey) {
  const sign = (body: string) => createHmac('sha256', key).update(body, 'utf8').digest('hex');

  /** A signed notification: the canonical JSON body and its signature header. */
  function buildNotification(notice: SandboxNotice): { body: string; signature: string } {
    const body = JSON.stringify({
      outTradeNo: notice.outTradeNo,
      tradeNo: notice.tradeNo,
      amountFen: notice.amountFen,
      result: notice.result,
      timestamp: notice.timestamp,
    });
    return { body, signature: sign(body) };
  }

  /** Checks the signature of the raw body, then its shape and timestamp. */
  function verifyNotification(rawBody: string, signature: string | undefined, now: Date): SandboxVerification {
    if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: 'no signature' };
    const expected = Buffer.from(sign(rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'bad signature' };
    let parsed: Partial<Record<keyof SandboxNotice, unknown>>;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return { ok: false, reason: 'body is not JSON' };
    }
    const { outTradeNo, tradeNo, amountFen, result, timestamp } = parsed;
    if (
      typeof outTradeNo !== 'string' ||
      typeof tradeNo !== 'string' ||
      typeof amountFen !== 'number' ||
      !Number.isInteger(amountFen) ||
      (result !== 'paid' && result !== 'failed') ||
      typeof timestamp !== 'number'
    )
      return { ok: false, reason: 'malformed notification' };
    if (Math.abs(now.getTime() - timestamp) > sandboxMaxClockSkewMs) return { ok: false, reason: 'stale timestamp' };
    return { ok: true, notice: { outTradeNo, tradeNo, amountFen, result, timestamp } };
  }

  return { buildNotification, verifyNotification };
}

/** The sandbox gateway's interface. */
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
