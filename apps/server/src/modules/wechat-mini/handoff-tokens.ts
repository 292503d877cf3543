import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { deleteExpiredNonces, insertSpentNonce } from './handoff-nonces.repository.ts';

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
 * in the database (handoff_nonces) until their token would have expired anyway, so a token is taken once across
 * parallel requests, server instances and restarts.
 */
export function createHandoffTokens(dependencies: { key: string; now: () => Date; db: Db }) {
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

  /** The user id of a genuine, unexpired, unspent token, which is spent by this call; otherwise why not. */
  async function redeem(token: string): Promise<{ userId: string } | { refusal: HandoffRefusal }> {
    const [payloadPart, signaturePart, extra] = token.split('.');
    if (!payloadPart || !signaturePart || extra !== undefined) return { refusal: 'invalid' };
    const expected = sign(payloadPart);
    const given = Buffer.from(signaturePart, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refusal: 'invalid' };
    const payload = readPayload(payloadPart);
    if (!payload) return { refusal: 'invalid' };
    const now = dependencies.now();
    await deleteExpiredNonces(dependencies.db, now);
    if (payload.expiresAt <= now.getTime()) return { refusal: 'expired' };
    const isFirstSpend = await insertSpentNonce(dependencies.db, payload.nonce, new Date(payload.expiresAt));
    if (!isFirstSpend) return { refusal: 'used' };
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
