import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { findServerRoot } from '../../src/config/env.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';

/** The server's migration folder. */
export const migrationsDir = `${findServerRoot()}/drizzle`;

/** True when the suite runs against PostgreSQL (DATABASE_URL set) rather than PGlite. */
export const isPostgres = Boolean(process.env.DATABASE_URL);

/** A database of its own for one test file, and how to remove it. */
export type TestDatabase = { handle: DatabaseHandle; url: string | undefined; dispose(): Promise<void> };

/**
 * Opens an empty database for one test file: an in-memory PGlite, or with DATABASE_URL a freshly
 * created PostgreSQL database (dropped by dispose) so parallel or repeated runs never collide.
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ inMemory: true });
    return { handle, url: undefined, dispose: () => handle.close() };
  }
  const name = `boardforge_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await runAdminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await runAdminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** An empty test database, migrated and seeded with the demo accounts. */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  await prepareDatabase(database.handle, { migrationsDir, includeDemoAccounts: true });
  return database;
}

async function runAdminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
