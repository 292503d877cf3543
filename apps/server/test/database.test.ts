import { readFileSync } from 'node:fs';
import path from 'node:path';
import { erpMenus, listMenuUrls, type SeedMenu } from '@boardforge/contracts/erp-menu.ts';
import { permissionTags } from '@boardforge/contracts/permissions.ts';
import { staffRoleIds } from '@boardforge/contracts/roles.ts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/client.ts';
import { menus, roleMenus } from '../src/db/menus.table.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { roles } from '../src/db/roles.table.ts';
import { demoPassword, seedDatabase } from '../src/db/seed.ts';
import { users } from '../src/db/users.table.ts';
import { verifyPassword } from '../src/lib/password.ts';
import {
  createEmptyTestDatabase,
  createSeededTestDatabase,
  isPostgres,
  migrationsDir,
  type TestDatabase,
} from './helpers/test-database.ts';

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.dispose();
});

async function openEmpty(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  opened.push(database);
  return database;
}

/** A copy of the database the run's global set-up migrated and seeded (with demo accounts) by `prepareDatabase`. */
async function openPrepared(): Promise<TestDatabase> {
  const database = await createSeededTestDatabase();
  opened.push(database);
  return database;
}

async function countRows(db: Db) {
  const [roleCount] = await db.select({ value: count() }).from(roles);
  const [menuCount] = await db.select({ value: count() }).from(menus);
  const [linkCount] = await db.select({ value: count() }).from(roleMenus);
  const [userCount] = await db.select({ value: count() }).from(users);
  return { roles: roleCount?.value, menus: menuCount?.value, links: linkCount?.value, users: userCount?.value };
}

/** Rows in drizzle's journal table (both drivers answer `{ rows }`). */
async function countAppliedMigrations(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? -1;
}

/** How many migrations the folder holds (drizzle's journal), so the test survives new migrations. */
const migrationCount = (
  JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

function countSeedMenus(entries: readonly SeedMenu[]): number {
  return entries.reduce((total, entry) => total + 1 + countSeedMenus(entry.children ?? []), 0);
}

describe('seed', () => {
  it('is idempotent: a second run changes no counts', async () => {
    const { handle } = await openPrepared();
    const first = await countRows(handle.db);
    await prepareDatabase(handle, { migrationsDir, includeDemoAccounts: true });
    expect(await countRows(handle.db)).toEqual(first);
    const tagCount = Object.keys(permissionTags).length + 1; // + '*:*:*'
    expect(first).toMatchObject({ roles: 7, menus: countSeedMenus(erpMenus) + tagCount, users: 7 });
    expect(listMenuUrls().length).toBeGreaterThan(0);
  });

  it('seeds demo staff with the demo password, one per role, and none when asked not to', async () => {
    const { handle } = await openEmpty();
    await prepareDatabase(handle, { migrationsDir, includeDemoAccounts: false });
    expect((await countRows(handle.db)).users).toBe(0);
    await seedDatabase(handle.db, { includeDemoAccounts: true });
    const staff = await handle.db.select().from(users).orderBy(users.phone);
    expect(staff.map((user) => [user.phone, user.roleId, user.kind])).toEqual(
      staffRoleIds.map((roleId) => [`139000000${roleId.padStart(2, '0')}`, roleId, 'staff']),
    );
    expect(staff[0]?.nickname).toBe('Demo System Administrator');
    expect(staff[0]?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(demoPassword, staff[0]?.passwordHash ?? '')).toBe(true);
  }, 120_000); // migrates an empty database and hashes seven passwords at production cost: the timeout only catches a hang

  it('keeps what the administrator changed: a removed role link stays removed', async () => {
    const { handle } = await openPrepared();
    const [entry] = await handle.db.select().from(menus).where(eq(menus.menuenname, 'order:cancel'));
    expect(entry?.isvisible).toBe(false);
    await handle.db.delete(roleMenus).where(and(eq(roleMenus.roleId, '11'), eq(roleMenus.menuId, entry?.id ?? -1)));
    await seedDatabase(handle.db, { includeDemoAccounts: false });
    const links = await handle.db
      .select()
      .from(roleMenus)
      .where(eq(roleMenus.menuId, entry?.id ?? -1));
    expect(links.map((link) => link.roleId).sort()).toEqual(['15', '16']);
  });
});

describe('migrations', () => {
  it('apply once and are a no-op the second time', async () => {
    // The run's global set-up applied them once to this database's original.
    const { handle } = await openPrepared();
    expect(await countAppliedMigrations(handle.db)).toBe(migrationCount);
    await migrateDatabase(handle, migrationsDir);
    expect(await countAppliedMigrations(handle.db)).toBe(migrationCount);
  });

  it.skipIf(!isPostgres)('two instances migrating one PostgreSQL database at once both succeed', async () => {
    const database = await openEmpty();
    const url = database.url ?? '';
    const first = await openDatabase({ databaseUrl: url });
    const second = await openDatabase({ databaseUrl: url });
    try {
      await Promise.all([
        prepareDatabase(first, { migrationsDir, includeDemoAccounts: false }),
        prepareDatabase(second, { migrationsDir, includeDemoAccounts: false }),
        migrateDatabase(first, migrationsDir),
        migrateDatabase(second, migrationsDir),
      ]);
      expect(await countAppliedMigrations(first.db)).toBe(migrationCount);
      expect((await countRows(first.db)).roles).toBe(7);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('refuses a folder without migrations, naming MIGRATIONS_DIR', async () => {
    const { handle } = await openPrepared();
    await expect(migrateDatabase(handle, '/nonexistent/drizzle')).rejects.toThrow(/MIGRATIONS_DIR/);
  });
});
