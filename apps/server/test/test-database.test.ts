import { type SQL, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createSeededTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// Every server test file starts from the database the run's global set-up migrated and seeded. On PGlite a worker
// keeps one loaded database and puts it back for the next file (helpers/test-database.ts); these tests hold that a
// file sees nothing another file wrote, and that two databases open at once are two databases.

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.dispose();
});

async function open(): Promise<TestDatabase> {
  const database = await createSeededTestDatabase();
  opened.push(database);
  return database;
}

/** The rows of a query (PGlite and node-postgres both answer `{ rows }`; Drizzle types the answer by driver). */
async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Rows of every public table, and the next value each sequence would give (read without taking it). */
async function readState(db: Db) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ count: string }>(db, sql.raw(`select count(*) as count from public.${name}`));
    counts[name] = Number(row?.count);
  }
  const sequences = await queryRows<{ name: string; last: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public' order by 1`,
  );
  return { counts, sequences };
}

/** Writes rows (a customer, a menu entry that moves a sequence) and deletes a seeded staff member. */
async function scribble(db: Db): Promise<void> {
  await db.execute(
    sql`insert into users (phone, nickname, kind, score, password_hash) values ('13800000999', 'Scribble', 'client', 5, 'x')`,
  );
  await db.execute(
    sql`insert into menus (menuname, menuenname, isvisible, sort) values ('x', 'test:scribble', false, 999)`,
  );
  await db.execute(sql`delete from users where phone = '13900000016'`);
}

describe('each test file gets the seeded database as the set-up left it', () => {
  it('after a file wrote, deleted and moved sequences, the next one sees the seeded rows and sequences again', async () => {
    const first = await open();
    const seeded = await readState(first.handle.db);
    expect(seeded.counts.users).toBe(7);
    await scribble(first.handle.db);
    expect((await readState(first.handle.db)).counts.users).toBe(7);
    await first.dispose();
    opened.splice(0);

    const second = await open();
    expect(await readState(second.handle.db)).toEqual(seeded);
  });

  it('two databases open at once do not share rows', async () => {
    const first = await open();
    const second = await open();
    await scribble(first.handle.db);
    const [row] = await queryRows<{ count: string }>(
      second.handle.db,
      sql`select count(*) as count from users where phone = '13800000999'`,
    );
    expect(Number(row?.count)).toBe(0);
  });
});
