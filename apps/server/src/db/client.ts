import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';

/** The query interface every repository takes: the database itself or a transaction on it. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Which engine a database handle runs on. */
export type DatabaseKind = 'pglite' | 'postgres';

/** A connection holding the migration lock, with drizzle's migrator bound to its driver. */
export type LockedDatabase = { db: Db; applyMigrations(migrationsFolder: string): Promise<void> };

/** An open database: the drizzle interface, its engine, a way to run work under the migration lock, and close. */
export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  /** Runs `work` while holding the cross-process migration lock (PostgreSQL) on a dedicated connection. */
  withMigrationLock<T>(work: (locked: LockedDatabase) => Promise<T>): Promise<T>;
  /** LISTENs on a channel over a connection of its own (PostgreSQL: outside the pool; PGlite: the one connection). */
  listen(channel: string, handlers: NotificationHandlers): Promise<{ close(): Promise<void> }>;
  /**
   * Runs SQL text outside drizzle, as pg-boss's `db` option calls it: with values one statement, without them any
   * number of statements (the answer's rows are the last statement's).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** What the connections are doing now, for the metrics (GET /metrics). */
  readPoolStats(): DatabasePoolStats;
  close(): Promise<void>;
};

/**
 * PostgreSQL: the pool's connections (open, idle) and the queries waiting for one; LISTENs hold connections of their
 * own outside it. PGlite: one in-process connection, whose WebAssembly memory is the database's whole footprint.
 */
export type DatabasePoolStats =
  | { kind: 'postgres'; total: number; idle: number; waiting: number; max: number }
  | { kind: 'pglite'; wasmMemoryBytes: number };

/** What a LISTEN calls: each committed NOTIFY's payload, and a lost connection (PostgreSQL; then listen again). */
export type NotificationHandlers = { onNotification(payload: string): void; onError(error: Error): void };

/**
 * Where to open the database: a PostgreSQL URL, a PGlite data folder, or an in-memory PGlite (tests), optionally
 * started from a dumped data directory (`dumpDatabase`; the test suite migrates and seeds once and copies it).
 */
export type DatabaseTarget = { databaseUrl: string } | { pgliteDir: string } | { inMemory: true; loadDataDir?: Blob };

// Arbitrary constant shared by every BoardForge instance: the key of pg_advisory_lock for migrations.
const migrationLockKey = 7_140_226_001;
/** The pool's size: at most this many connections per instance (and one per LISTEN). */
const poolMax = 20;

/** Opens PostgreSQL when a URL is given, else PGlite (one process per data folder). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl);
  if ('pgliteDir' in target) {
    const dataDir = path.resolve(target.pgliteDir);
    mkdirSync(dataDir, { recursive: true });
    const releaseLock = acquireDataDirLock(dataDir);
    try {
      return await openPglite(new PGlite(dataDir), releaseLock);
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  return openPglite(new PGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}), () => undefined);
}

/** Picks the database of a configuration: DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function selectDatabaseTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') };
}

/** Wraps a PGlite the caller made and keeps (the test suite dumps its data directory after seeding). */
export function openPgliteClient(client: PGlite): Promise<DatabaseHandle> {
  return openPglite(client, () => undefined);
}

async function openPglite(client: PGlite, releaseLock: () => void): Promise<DatabaseHandle> {
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client });
  const db: Db = pgliteDb;
  const locked: LockedDatabase = {
    db,
    applyMigrations: (migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder }),
  };
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    // PGlite is a single in-process connection; serialising callers is all the locking it needs.
    withMigrationLock(work) {
      const run = queue.then(() => work(locked));
      queue = run.catch(() => undefined);
      return run;
    },
    // PGlite 0.5 delivers NOTIFY to its own listeners after commit (never on rollback) on the same handle.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onNotification(payload));
      return { close: () => unlisten() };
    },
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    readPoolStats: () => ({ kind: 'pglite', wasmMemoryBytes: client.closed ? 0 : client.Module.HEAPU8.byteLength }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db: Db = drizzleNodePostgres({ client: pool });
  return {
    db,
    kind: 'postgres',
    async withMigrationLock(work) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [migrationLockKey]);
        try {
          const lockedDb = drizzleNodePostgres({ client: connection });
          return await work({
            db: lockedDb,
            applyMigrations: (migrationsFolder) => migrateNodePostgres(lockedDb, { migrationsFolder }),
          });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        connection.release();
      }
    },
    listen: (channel, handlers) => listenPostgres(databaseUrl, channel, handlers),
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      // A multi-statement text answers an array of results; the last one's rows are the answer.
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
      return { rows: last?.rows ?? [] };
    },
    readPoolStats: () => ({
      kind: 'postgres',
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolMax,
    }),
    close: () => pool.end(),
  };
}

/** A dedicated client (not from the pool) holding a LISTEN; any later failure goes to onError once. */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<{ close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
  let isOpen = true;
  const fail = (error: Error) => {
    if (!isOpen) return;
    isOpen = false;
    handlers.onError(error);
  };
  client.on('error', fail);
  client.on('end', () => fail(new Error('the LISTEN connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel) handlers.onNotification(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    isOpen = false;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async close() {
      isOpen = false;
      await client.end().catch(() => undefined);
    },
  };
}
