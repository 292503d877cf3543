import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a hand-off token may wait in the mini-program link before it is exchanged. */
export const handoffLifetimeMs = 5 * 60 * 1000;

/** Why a hand-off token was refused: each is its own message, so the mini program can tell the visitor. */
export type HandoffRefusal = 'invalid' | 'expired' | 'used';

type HandoffPayload = { userId: string; expiresAt: number; nonce: string };

const toBase64Url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Short-lived, single-use tokens that carry who opened the mini program from the site. The token is
 * `<payload>.<signature>`: the payload names only the user id, the expiry and a random nonce (no personal data, since
 * the link passes through WeChat), the signature is an HMAC-SHA256 with a server key that never leaves the server.
 * The mini program's backend exchanges a token once (POST /api/wechat/exchangeHandoff); the spent nonces are kept
 * in memory until their token would have expired anyway, so one server instance (or a shared key and sticky
 * exchange) is assumed — a replay after a restart still dies at the expiry, minutes later.
 */
export function createHandoffTokens(dependencies: { key: string; now: () => Date }) {
  const spentNonces = new Map<string, number>();

  function sign(payloadPart: string): Buffer {
    return createHmac('sha256', dependencies.key).update(payloadPart).digest();
  }

  /** A token for this user, valid for handoffLifetimeMs. */
  function issue(userId: string): string {
    const payload: HandoffPayload = {
      userId,
      expiresAt: dependencies.now().getTime() + handoffLifetimeMs,
      nonce: toBase64Url(randomBytes(16)),
    };
    const payloadPart = toBase64Url(Buffer.from(JSON.stringify(payload), 'utf8'));
    return `${payloadPart}.${toBase64Url(sign(payloadPart))}`;
  }

  function forgetExpired(nowMs: number): void {
    for (const [nonce, expiresAt] of spentNonces) if (expiresAt <= nowMs) spentNonces.delete(nonce);
  }

  /** The user id of a genuine, unexpired, unspent token, which is spent by this call; otherwise why not. */
  function redeem(token: string): { userId: string } | { refusal: HandoffRefusal } {
    const [payloadPart, signaturePart, extra] = token.split('.');
    if (!payloadPart || !signaturePart || extra !== undefined) return { refusal: 'invalid' };
    const expected = sign(payloadPart);
    const given = Buffer.from(signaturePart, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refusal: 'invalid' };
    const payload = readPayload(payloadPart);
    if (!payload) return { refusal: 'invalid' };
    const nowMs = dependencies.now().getTime();
    forgetExpired(nowMs);
    if (payload.expiresAt <= nowMs) return { refusal: 'expired' };
    if (spentNonces.has(payload.nonce)) return { refusal: 'used' };
    spentNonces.set(payload.nonce, payload.expiresAt);
    return { userId: payload.userId };
  }

  return { issue, redeem };
}

/** The payload of a token whose signature was checked (so its shape is ours, but read it defensively anyway). */
function readPayload(payloadPart: string): HandoffPayload | undefined {
  try {
    const value = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as Partial<HandoffPayload>;
    const { userId, expiresAt, nonce } = value;
    if (typeof userId !== 'string' || typeof expiresAt !== 'number' || typeof nonce !== 'string') return undefined;
    return { userId, expiresAt, nonce };
  } catch {
    return undefined;
  }
}
