import { createHash, randomBytes } from 'node:crypto';
import type { createApiKeyRequestSchema } from '@boardforge/contracts/api-keys.ts';
import {
  type ApiKey,
  apiKeyLimits,
  apiKeyPattern,
  apiKeyPrefix,
  type CreateApiKeyAnswer,
} from '@boardforge/contracts/api-keys.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.public.ts';
import type { CurrentSession } from '../sessions/sessions.service.ts';
import { findUserById, readUserRole, toUserInfo } from '../users/users.repository.ts';
import { findApiKeyScope } from './api-key-scopes.ts';
import {
  type ApiKeyRow,
  countApiKeyUse,
  countLiveApiKeys,
  findDeadApiKeyReason,
  insertApiKey,
  listLiveApiKeys,
  lockOwnerForUpdate,
  revokeOwnApiKey,
} from './api-keys.repository.ts';

const rateWindowMs = 60_000;
const dayMs = 86_400_000;
// Quotes are POSTs that change nothing: a script quoting all day must not flood the audit log.
const readOnlyScopes = new Set<string>(['quote', 'orders:read']);
const bearerPrefix = 'Bearer ';

/** Hashes a key's secret into the value stored (SHA-256, hex): a leaked table hands out no keys. */
function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    start: row.start,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

function refuse(
  code: '401' | '403' | '400',
  key: 'malformed' | 'unknown' | 'revoked' | 'expired' | 'withSession',
): never {
  const reason = key === 'withSession' ? 'apiKey.withSession' : (`apiKey.${key}` as const);
  throw new AppError(code, `apiKeys.${key}`, {}, { reason });
}

/** Creates the API key service: a customer's keys, and the caller a key stands for. */
export function createApiKeysService(dependencies: { db: Db; now: () => Date; requestsPerMinute: number }) {
  const { db, now } = dependencies;

  /** Creates a key (at most `maxKeysPerCustomer` live, decided under a lock on the owner's row); the secret is answered once. */
  async function create(
    userId: string,
    input: z.output<typeof createApiKeyRequestSchema>,
  ): Promise<CreateApiKeyAnswer> {
    const secret = `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;
    const row = await db.transaction(async (tx) => {
      await lockOwnerForUpdate(tx, userId);
      if ((await countLiveApiKeys(tx, userId)) >= apiKeyLimits.maxKeysPerCustomer) {
        throw new FieldAppError('name', 'apiKeys.limitReached', { max: apiKeyLimits.maxKeysPerCustomer });
      }
      return insertApiKey(tx, {
        userId,
        name: input.name,
        scopes: [...input.scopes],
        keyHash: hashApiKey(secret),
        start: secret.slice(0, apiKeyPrefix.length + 4),
        createdAt: now(),
        expiresAt: input.expiresInDays ? new Date(now().getTime() + input.expiresInDays * dayMs) : null,
      });
    });
    return { key: toApiKey(row), secret };
  }

  /** The caller's live keys, the newest first. */
  async function listOwn(userId: string): Promise<ApiKey[]> {
    return (await listLiveApiKeys(db, userId)).map(toApiKey);
  }

  /** Revokes one of the caller's keys at once (another's or an already revoked one: 404). */
  async function revoke(userId: string, id: string): Promise<void> {
    if (!(await revokeOwnApiKey(db, userId, id, now()))) throw new AppError('404', 'apiKeys.notFound');
  }

  /**
   * The customer an `Authorization` header's key stands for, on the call `method url` of declared access `access`:
   * malformed, unknown, revoked or expired → 401; over the per-key rate → 429; a call that takes no keys or a scope the key
   * lacks → 403. Each use is counted in the database, so the limit holds across instances.
   */
  async function authenticate(
    authorization: string,
    call: { method: string; url: string | undefined; access: unknown },
  ): Promise<CurrentSession> {
    const secret = authorization.startsWith(bearerPrefix) ? authorization.slice(bearerPrefix.length).trim() : '';
    if (!apiKeyPattern.test(secret)) refuse('401', 'malformed');
    const keyHash = hashApiKey(secret);
    const use = await countApiKeyUse(db, keyHash, now(), rateWindowMs);
    if (!use) refuse('401', await findDeadApiKeyReason(db, keyHash));
    if (use.hits > dependencies.requestsPerMinute) {
      throw new AppError('429', 'errors.tooManyRequests', { seconds: Math.ceil(rateWindowMs / 1000) });
    }
    const isCustomerCall = call.access === 'public' || call.access === 'user' || call.access === 'client';
    const scope = isCustomerCall ? findApiKeyScope(call.method, call.url) : undefined;
    if (!scope) throw new AppError('403', 'apiKeys.notForThisCall', {}, { reason: 'apiKey.scopeMissing' });
    if (!use.scopes.includes(scope)) {
      throw new AppError('403', 'apiKeys.scopeMissing', { scope }, { reason: 'apiKey.scopeMissing' });
    }
    const user = await findUserById(db, use.userId);
    // Keys are customers' only; a disabled account's keys stop with it.
    if (user?.kind !== 'client' || !user.isActive) refuse('401', 'unknown');
    return {
      sessionId: `apiKey:${use.id}`,
      userId: user.id,
      kind: user.kind,
      role: readUserRole(user),
      rememberMe: false,
      userInfo: toUserInfo(user),
      apiKey: { id: use.id, name: use.name },
    };
  }

  /**
   * Appends an audit row for a change a customer made through a key (who: the customer; the object: the key); calls
   * of the read-only scopes (quotes, order reads) change nothing and write none.
   */
  async function recordChange(
    session: CurrentSession,
    call: { method: string; url: string; statusCode: number },
  ): Promise<void> {
    const scope = findApiKeyScope(call.method, call.url);
    if (!session.apiKey || !scope || readOnlyScopes.has(scope)) return;
    const { apiKey } = session;
    await db.transaction((tx) =>
      recordAudit(tx, {
        actorUserId: session.userId,
        actorRole: session.role,
        kind: 'apiKeyUse',
        object: { type: 'apiKey', id: apiKey.id, number: apiKey.name },
        after: call,
        at: now(),
      }),
    );
  }

  return {
    create,
    listOwn,
    revoke,
    authenticate,
    recordChange,
    refuseKeyWithSession: () => refuse('400', 'withSession'),
  };
}

/** The API key service's interface. */
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
