import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPgliteClient } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { fastScryptCost, hashPassword } from '../../src/lib/password.ts';
import { migrationsDir, runAdminQuery, withDatabaseName } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated and seeded database each test file copies (CREATE DATABASE … TEMPLATE). */
    templateDatabaseName: string;
    /** PGlite: a dumped data directory (tar) of the migrated and seeded database each test file loads. */
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates and seeds one database per run, before any server test file: each file then starts from a
 * copy instead of migrating and seeding its own (a PostgreSQL template database, or a PGlite dump).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seedOptions = {
    migrationsDir,
    includeDemoAccounts: true,
    hashDemoPassword: (password: string) => hashPassword(password, fastScryptCost),
  };
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `boardforge_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await runAdminQuery(adminUrl, `create database "${name}"`);
    const handle = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name) });
    try {
      await prepareDatabase(handle, seedOptions);
    } finally {
      await handle.close();
    }
    project.provide('templateDatabaseName', name);
    project.provide('pgliteTemplatePath', '');
    return () => runAdminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  }
  const client = new PGlite();
  const handle = await openPgliteClient(client);
  await prepareDatabase(handle, seedOptions);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dumpPath = path.join(tmpdir(), `boardforge-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabaseName', '');
  project.provide('pgliteTemplatePath', dumpPath);
  return () => rm(dumpPath, { force: true });
}
