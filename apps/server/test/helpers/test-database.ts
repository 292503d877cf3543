import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { findServerRoot } from '../../src/config/env.ts';
import { type DatabaseHandle, openDatabase, openPgliteClient } from '../../src/db/client.ts';

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
 * (helpers/global-setup.ts) prepared, so no file migrates or seeds again. On PGlite a worker keeps one such database
 * and puts it back as the set-up left it for each file (`warmPglite`); a second one open at the same time is loaded
 * from the dump.
 */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  if (isPostgres) return createTestDatabase({ template: inject('templateDatabaseName'), pgliteDump: undefined });
  return (
    (await takeWarmPglite()) ?? createTestDatabase({ template: undefined, pgliteDump: await readPgliteTemplate() })
  );
}

let pgliteTemplate: Promise<Blob> | undefined;

// One read per worker (the server project shares its modules between the files of a worker, isolate: false); each
// database loads its own copy of the bytes.
function readPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplatePath')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * Loading the dump costs about half a second a file (42 MB into PGlite's memory file system, then a start); putting
 * one loaded database back costs about 50 ms: every public table is emptied and filled again from a copy taken right
 * after loading (schema `test_template`), and every sequence set back, in one script. What a file does that the
 * script cannot undo (a closed client, a script that fails) retires the database and the next file loads the dump.
 */
type WarmPglite = { client: PGlite; restore: string; inUse: boolean };

let warmPglite: Promise<WarmPglite | undefined> | undefined;

async function takeWarmPglite(): Promise<TestDatabase | undefined> {
  warmPglite ??= openWarmPglite().catch(() => undefined);
  const warm = await warmPglite;
  if (!warm || warm.inUse || warm.client.closed) return undefined;
  warm.inUse = true;
  try {
    await warm.client.exec(warm.restore);
  } catch {
    warmPglite = undefined;
    await warm.client.close().catch(() => undefined);
    return undefined;
  }
  const handle = await openPgliteClient(warm.client);
  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    // LISTENs a file left behind would hear the next file's notifications.
    await warm.client.exec('unlisten *').catch(() => undefined);
    warm.inUse = false;
  };
  // The client outlives the file: closing the handle gives it back instead.
  return { handle: { ...handle, close: dispose }, url: undefined, dispose };
}

async function openWarmPglite(): Promise<WarmPglite> {
  const client = new PGlite({ loadDataDir: await readPgliteTemplate() });
  await client.waitReady;
  const { rows: tables } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  await client.exec(
    [
      'create schema test_template;',
      ...tables.map(({ name }) => `create table test_template.${name} as table public.${name};`),
    ].join('\n'),
  );
  const { rows: filled } = await client.query<{ name: string }>(
    tables
      .map(({ name }) => `select '${name}' as name where exists (select from test_template.${name})`)
      .join(' union all '),
  );
  const { rows: sequences } = await client.query<{ name: string; last: string | null }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as last
     from pg_sequences where schemaname = 'public'`,
  );
  const restore = [
    // Foreign keys are not checked while the rows come back, in whatever order the tables are filled.
    'set session_replication_role = replica;',
    `truncate ${tables.map(({ name }) => `public.${name}`).join(', ')} restart identity cascade;`,
    ...filled.map(({ name }) => `insert into public.${name} overriding system value table test_template.${name};`),
    ...sequences.filter(({ last }) => last !== null).map(({ name, last }) => `select setval('${name}', ${last});`),
    'set session_replication_role = origin;',
  ].join('\n');
  return { client, restore, inUse: false };
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
