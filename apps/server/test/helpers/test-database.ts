import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { findServerRoot } from '../../src/config/env.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';

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
export function createEmptyTestDatabase(): Promise<TestDatabase> {
  return createTestDatabase({ template: undefined, pgliteDump: undefined });
}

/**
 * A test database migrated and seeded with the demo accounts: a copy of the one the run's global set-up
 * (helpers/global-setup.ts) prepared, so no file migrates or seeds again.
 */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  if (isPostgres) return createTestDatabase({ template: inject('templateDatabaseName'), pgliteDump: undefined });
  return createTestDatabase({ template: undefined, pgliteDump: await readPgliteTemplate() });
}

let pgliteTemplate: Promise<Blob> | undefined;

// One read per test file (module state is per file); each database loads its own copy of the bytes.
function readPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplatePath')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

async function createTestDatabase(source: {
  template: string | undefined;
  pgliteDump: Blob | undefined;
}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({
      inMemory: true,
      ...(source.pgliteDump ? { loadDataDir: source.pgliteDump } : {}),
    });
    return { handle, url: undefined, dispose: () => handle.close() };
  }
  const name = `boardforge_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await runAdminQuery(
    adminUrl,
    source.template ? `create database "${name}" template "${source.template}"` : `create database "${name}"`,
  );
  const url = withDatabaseName(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return {
    handle,
    url,
    async dispose() {
      await handle.close();
      await runAdminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The URL of another database on the same PostgreSQL server. */
export function withDatabaseName(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (create or drop database) on a connection of its own. */
export async function runAdminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
