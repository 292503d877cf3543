import type { StaffRoleId } from '@boardforge/contracts/roles.ts';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config/env.ts';
import { openDatabase } from '../../src/db/client.ts';
import { demoPassword, demoPhoneOfRole } from '../../src/db/seed.ts';
import { hashPassword, scryptCostOf } from '../../src/lib/password.ts';
import type { FileStorage } from '../../src/modules/storage/file-storage.ts';
import { insertUser } from '../../src/modules/users/users.repository.ts';
import { createSeededTestDatabase, type TestDatabase } from './test-database.ts';

/** A running test app over its own seeded database. */
export type TestApp = { app: FastifyInstance; database: TestDatabase; config: AppConfig; close(): Promise<void> };

/** Builds the app over a fresh seeded database; env entries override the test configuration. */
export async function createTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    now?: () => Date;
    logger?: FastifyServerOptions['logger'];
    /** The file store (by default the folder the settings name). */
    storage?: FileStorage;
    /** Adds test-only routes before the app is sealed. */
    beforeReady?: (app: FastifyInstance) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/boardforge-web-dist',
    // Cheap hashes for the accounts tests make (production refuses them; password.test.ts checks the real cost).
    ...(options.env?.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: 'fast' }),
    ...options.env,
  });
  const database = await createSeededTestDatabase();
  const app = await buildApp(config, {
    database: database.handle,
    ...(options.now ? { now: options.now } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    logger: options.logger ?? false,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * A second server instance over the same database (settings of `config` over the first's), as a second process would run: on PostgreSQL with a
 * connection pool of its own, on PGlite over the one in-memory database (a single connection).
 */
export async function createSecondInstance(
  testApp: TestApp,
  options: {
    now?: () => Date;
    config?: Partial<AppConfig>;
    /** Adds test-only routes before the app is sealed. */
    beforeReady?: (app: FastifyInstance) => Promise<void>;
  } = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const handle = testApp.database.url ? await openDatabase({ databaseUrl: testApp.database.url }) : undefined;
  const app = await buildApp(
    { ...testApp.config, ...options.config },
    {
      database: handle ?? testApp.database.handle,
      ...(options.now ? { now: options.now } : {}),
      logger: false,
    },
  );
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle?.close();
    },
  };
}

/** The `sid` cookie a login answer set, as a Cookie header value. */
export function readSidCookie(response: LightMyRequestResponse): string {
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  if (!sid) throw new Error(`no sid cookie in answer ${response.statusCode}: ${response.body}`);
  return `sid=${sid.value}`;
}

/** Logs in and returns the Cookie header of the session. */
export async function logIn(
  app: FastifyInstance,
  credentials: { phone: string; password: string; loginType: 'client' | 'manage'; rememberMe?: boolean },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/land',
    payload: {
      username: credentials.phone,
      password: credentials.password,
      loginType: credentials.loginType,
      rememberMe: credentials.rememberMe ?? false,
    },
  });
  if (response.statusCode !== 200) throw new Error(`login failed ${response.statusCode}: ${response.body}`);
  return readSidCookie(response);
}

/** Logs in as the demo staff account of a role. */
export function logInAsStaff(app: FastifyInstance, roleId: StaffRoleId): Promise<string> {
  return logIn(app, { phone: demoPhoneOfRole(roleId), password: demoPassword, loginType: 'manage' });
}

/** A customer account for tests (registration arrives with the accounts issue). */
export const testCustomer = { phone: '13800138000', password: 'Customer123' } as const;

/** Inserts the test customer (hashing once) and returns the credentials. */
export async function createTestCustomer(testApp: TestApp): Promise<typeof testCustomer> {
  await insertUser(testApp.database.handle.db, {
    phone: testCustomer.phone,
    passwordHash: await hashPassword(testCustomer.password, scryptCostOf(testApp.config.passwordHashCost)),
    nickname: 'Test Customer',
    kind: 'client',
    score: 50,
  });
  return testCustomer;
}
