import type { DatabaseHandle } from './client.ts';
import { assertMigrationsFolder } from './migrate.ts';
import { type SeedOptions, seedDatabase } from './seed.ts';

/** Migrates and seeds in one hold of the migration lock, as start-up and the admin command need. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { migrationsDir: string } & SeedOptions,
): Promise<void> {
  assertMigrationsFolder(options.migrationsDir);
  await handle.withMigrationLock(async (locked) => {
    await locked.applyMigrations(options.migrationsDir);
    await seedDatabase(locked.db, options);
  });
}
