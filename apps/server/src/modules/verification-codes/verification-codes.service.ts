import { type CodePurpose, codeResendSeconds, isEmailAddress, normalizeEmail } from '@boardforge/contracts/accounts.ts';
import { isAccountPhone, normalizeAccountPhone } from '@boardforge/contracts/phone-numbers.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { composeCodeMail, type MailProvider, type SmsProvider } from '../notifications/providers.ts';
import { findUserByEmail, findUserByPhone, type UserRow } from '../users/users.repository.ts';
import { generateCode, hashCode, isCodeMatch } from './code-hash.ts';
import {
  countCodeRequests,
  deleteCodeRequest,
  findLatestCode,
  insertCodeRequest,
  lockCodeRequests,
  markCodeUsed,
  reserveCodeTry,
} from './verification-codes.repository.ts';

const secondMs = 1000;
const hourMs = 60 * 60 * secondMs;

/**
 * Code policy (docs/api.md "Accounts"): lifetime, wrong tries, and send limits per recipient (phone
 * or e-mail address) and per IP. Both channels share it, and one IP's count covers both channels.
 */
export const codePolicy = {
  lifetimeMs: 5 * 60 * secondMs,
  maxWrongTries: 5,
  perPhone: [
    { windowMs: codeResendSeconds * secondMs, max: 1 },
    { windowMs: hourMs, max: 5 },
    { windowMs: 24 * hourMs, max: 10 },
  ],
  perIp: [{ windowMs: hourMs, max: 20 }],
} as const;

type Limit = { windowMs: number; max: number };

/**
 * Where a code goes: a mobile by SMS (a mainland one as 11 digits, any other in E.164: the per-phone limits
 * count the stored form, so every way of typing one number shares them), or an e-mail address by mail.
 */
export type CodeRecipient = { phone: string } | { email: string };

/** The channel and normalised address of a recipient. */
function readRecipient(recipient: CodeRecipient): { channel: 'sms' | 'mail'; address: string } {
  if ('email' in recipient) return { channel: 'mail', address: normalizeEmail(recipient.email) };
  return { channel: 'sms', address: normalizeAccountPhone(recipient.phone) };
}

/** Creates the verification-code service: send codes within the limits, and check (use up) them. */
export function createVerificationCodesService(dependencies: {
  db: Db;
  now: () => Date;
  sms: SmsProvider;
  mail: MailProvider;
  codeSecret: string;
  /** Codes one IP may request an hour; docs/api.md says 20 (SMS_CODES_PER_IP_HOUR). */
  codesPerIpHour?: number;
  /** Seconds between two codes to one recipient; docs/api.md says 60 (CODE_RESEND_SECONDS, shorter in test rigs). */
  resendSeconds?: number;
  log?: FastifyBaseLogger;
}) {
  const { db, now, sms, mail, codeSecret } = dependencies;
  const perIpLimits: readonly Limit[] = [
    { windowMs: hourMs, max: dependencies.codesPerIpHour ?? codePolicy.perIp[0].max },
  ];
  const [perMinute, ...perPhoneLonger] = codePolicy.perPhone;
  const perPhoneLimits: readonly Limit[] = [
    { windowMs: (dependencies.resendSeconds ?? codeResendSeconds) * secondMs, max: perMinute.max },
    ...perPhoneLonger,
  ];

  /**
   * Sends a code for a purpose by SMS (the provider gets the stored form: 11 digits on the mainland, else E.164) or mail. register with a taken phone or address: 409.
   * login/reset with an unknown one: the same answer and the same counting, but nothing is sent.
   * Over a limit: 429 naming the wait. Provider failure: 503, and the request does not count.
   */
  async function requestCode(
    input: CodeRecipient & { purpose: CodePurpose; ip: string },
  ): Promise<{ resendAfter: number }> {
    const { channel, address } = readRecipient(input);
    let user: UserRow | undefined;
    if (channel === 'sms') {
      if (!isAccountPhone(address)) throw new FieldAppError('phone', 'accounts.invalidAccountPhone');
      user = await findUserByPhone(db, address);
      if (input.purpose === 'register' && user) throw new AppError('409', 'accounts.phoneTaken');
    } else {
      if (!isEmailAddress(address)) throw new FieldAppError('email', 'accounts.invalidEmail');
      user = await findUserByEmail(db, address);
      if (input.purpose === 'register' && user) throw new AppError('409', 'accounts.emailTaken');
    }
    const isDelivered = input.purpose === 'register' || user !== undefined;

    const at = now();
    const code = generateCode();
    // Count and insert under transaction-level locks on the recipient and the IP: requests arriving at
    // once (on any instance) are decided one after the other, so exactly the allowed number is sent.
    const requestId = await db.transaction(async (tx) => {
      await lockCodeRequests(tx, address, input.ip);
      const waitMs = Math.max(
        await findWait(tx, { phone: address }, perPhoneLimits, at),
        await findWait(tx, { requestIp: input.ip }, perIpLimits, at),
      );
      if (waitMs > 0) throw describeWait(waitMs);
      return insertCodeRequest(tx, {
        channel,
        phone: address,
        purpose: input.purpose,
        codeHash: hashCode(codeSecret, input.purpose, address, code),
        requestIp: input.ip,
        isDelivered,
        createdAt: at,
        expiresAt: new Date(at.getTime() + codePolicy.lifetimeMs),
      });
    });
    if (isDelivered) {
      try {
        if (channel === 'sms') await sms.send(address, input.purpose, code);
        else await mail.send({ to: address, ...composeCodeMail(input.purpose, code) });
      } catch (error) {
        await deleteCodeRequest(db, requestId);
        const provider = channel === 'sms' ? sms.kind : mail.kind;
        dependencies.log?.error({ err: error, provider, channel }, 'code delivery failed');
        throw new AppError('503', 'accounts.codeFailed', {}, { cause: error });
      }
    }
    // The form counts down the contract's interval even where a test rig shortens what the server enforces.
    return { resendAfter: codeResendSeconds };
  }

  /** Milliseconds until every limit allows one more request (0 when none is exceeded). */
  async function findWait(
    tx: Db,
    subject: { phone: string } | { requestIp: string },
    limits: readonly Limit[],
    at: Date,
  ): Promise<number> {
    const windows = limits.map((limit) => new Date(at.getTime() - limit.windowMs));
    const counts = await countCodeRequests(tx, subject, windows);
    let waitMs = 0;
    limits.forEach((limit, index) => {
      const counted = counts[index];
      if (!counted || counted.count < limit.max || !counted.oldest) return;
      waitMs = Math.max(waitMs, counted.oldest.getTime() + limit.windowMs - at.getTime());
    });
    return waitMs;
  }

  /**
   * Checks a typed code against the newest code sent to the phone or address for the purpose and uses
   * it up when it matches. False for no code, expired, used, 5 tries gone, or a wrong code (every try counted).
   */
  async function consumeCode(input: CodeRecipient & { purpose: CodePurpose; code: string }): Promise<boolean> {
    const { channel, address: phone } = readRecipient(input);
    const at = now();
    const latest = await findLatestCode(db, channel, phone, input.purpose, at);
    if (!latest || latest.usedAt || latest.expiresAt.getTime() <= at.getTime()) return false;
    // Count the try before comparing: at most maxWrongTries comparisons per code, however many
    // requests arrive at once on however many instances.
    if (!(await reserveCodeTry(db, latest.id, codePolicy.maxWrongTries))) return false;
    const typed = input.code.trim();
    if (!/^\d{6}$/.test(typed) || !isCodeMatch(codeSecret, input.purpose, phone, typed, latest.codeHash)) return false;
    return markCodeUsed(db, latest.id, at);
  }

  return { requestCode, consumeCode };
}

/** The code service's interface. */
export type VerificationCodesService = ReturnType<typeof createVerificationCodesService>;

function describeWait(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds <= 120) return new AppError('429', 'accounts.codeWaitSeconds', { seconds });
  return new AppError('429', 'accounts.codeWaitMinutes', { minutes: Math.ceil(seconds / 60) });
}
