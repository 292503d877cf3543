import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { createPointsService } from '../../src/modules/points/points.service.ts';
import { createSessionsService } from '../../src/modules/sessions/sessions.service.ts';
import { findUserById, insertUser } from '../../src/modules/users/users.repository.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** A stored hash that no password matches (for members that never log in with a password: no scrypt cost). */
export const unusablePasswordHash =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** Asks for a code by GET /api/user/getCode. */
export function requestCode(
  app: FastifyInstance,
  phone: string,
  type: 'register' | 'login' | 'reset',
  options: { ip?: string; language?: string } = {},
) {
  return app.inject({
    method: 'GET',
    url: `/api/user/getCode?phone=${encodeURIComponent(phone)}&type=${type}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.language ? { 'accept-language': options.language } : {},
  });
}

/** The code of the newest text to a phone in the development outbox (throws when there is none). */
export async function readLatestCode(app: FastifyInstance, phone: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(phone)}` });
  const [latest] = response.json().data as { channel: string; text: string }[];
  const code = latest?.channel === 'sms' ? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined;
  if (!code) throw new Error(`no code in the outbox for ${phone}: ${response.body}`);
  return code;
}

/** How many texts the outbox holds for a phone. */
export async function countOutboxTexts(app: FastifyInstance, phone: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(phone)}` });
  return (response.json().data as { channel: string }[]).filter((message) => message.channel === 'sms').length;
}

/**
 * Inserts a customer directly (no scrypt), credits `points` through the ledger when given, and
 * starts a session; returns the user id and the Cookie header.
 */
export async function createMember(
  testApp: TestApp,
  options: { phone: string; points?: number; now?: () => Date },
): Promise<{ userId: string; cookie: string }> {
  const { db } = testApp.database.handle;
  const now = options.now ?? (() => new Date());
  const user = await insertUser(db, {
    phone: options.phone,
    passwordHash: unusablePasswordHash,
    nickname: `Member ${options.phone.slice(-4)}`,
    kind: 'client',
  });
  if (options.points) {
    await createPointsService({ db, now }).creditPoints({ userId: user.id, points: options.points, reason: 'adjust' });
  }
  const fresh = await findUserById(db, user.id);
  if (!fresh) throw new Error('member vanished');
  const started = await createSessionsService({ db, now }).startSession(fresh, { rememberMe: false });
  return { userId: user.id, cookie: `sid=${started.token}` };
}

/** A 6-digit code that is certainly not `code`. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/**
 * Builds another app over the database of `testApp` with some settings changed (cheaper than a new
 * seeded database); the caller closes it.
 */
export async function buildAppOnSameDatabase(
  testApp: TestApp,
  env: NodeJS.ProcessEnv,
  now?: () => Date,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/boardforge-web-dist',
    // The test app's hash cost, except where production refuses it.
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: testApp.config.passwordHashCost }),
    ...env,
  });
  const app = await buildApp(config, { database: testApp.database.handle, logger: false, ...(now ? { now } : {}) });
  await app.ready();
  return app;
}
