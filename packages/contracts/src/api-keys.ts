import { z } from 'zod/mini';
import { singleLineText } from './text.ts';

// Customer API keys (issue 17 point 2): a key acts as its owner with only the scopes it holds.

/** What a key may do: quote, upload files, read orders, place/pay/cancel orders, manage webhooks. */
export const apiKeyScopes = ['quote', 'files', 'orders:read', 'orders:write', 'webhooks'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The recognisable start of every key, so leaked keys can be found by secret scanners. */
export const apiKeyPrefix = 'bf_live_';
/** A key: the prefix and 32 random bytes in base64url (43 characters). */
export const apiKeyPattern = /^bf_live_[A-Za-z0-9_-]{43}$/;

/** Limits of keys: how many live keys a customer keeps, the longest name, the longest lifetime of an expiring key. */
export const apiKeyLimits = { maxKeysPerCustomer: 10, nameLength: 60, maxLifetimeDays: 365 } as const;
/** The lifetimes the member page offers (a key without one lives until revoked). */
export const apiKeyLifetimeChoices = [30, 90, 365] as const;

/** POST /api/apiKeys/create: a name and at least one scope. */
export const createApiKeyRequestSchema = z.object({
  name: singleLineText().check(z.trim(), z.minLength(1), z.maxLength(apiKeyLimits.nameLength)),
  scopes: z.array(z.enum(apiKeyScopes)).check(
    z.minLength(1),
    z.maxLength(apiKeyScopes.length),
    z.refine((scopes) => new Set(scopes).size === scopes.length, { message: 'each scope at most once' }),
  ),
  /** Days until the key stops working (401 `apiKey.expired`); absent: until revoked. */
  expiresInDays: z.optional(z.int().check(z.gte(1), z.lte(apiKeyLimits.maxLifetimeDays))),
});

/** A key as listed: never its secret, only the start of it. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string().check(z.maxLength(apiKeyLimits.nameLength)),
  scopes: z.array(z.enum(apiKeyScopes)).check(z.maxLength(apiKeyScopes.length)),
  /** The prefix and the first four characters of the secret, to tell keys apart. */
  start: z.string().check(z.maxLength(20)),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.nullable(z.iso.datetime({ offset: true })),
  /** When the key stops working; null: until revoked. */
  expiresAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /api/apiKeys/create's answer: the key as listed and its secret, shown this once. */
export const createApiKeyAnswerSchema = z.object({
  key: apiKeySchema,
  secret: z.string().check(z.regex(apiKeyPattern)),
});
export type CreateApiKeyAnswer = z.infer<typeof createApiKeyAnswerSchema>;

/** POST /api/apiKeys/revoke: the key's id. */
export const revokeApiKeyRequestSchema = z.object({ id: z.uuid() });
