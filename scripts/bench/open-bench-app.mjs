// The set-up every list bench shares (scripts/bench-*.mjs): a database made ready like a real site's, seeded in bulk
// by the bench, and the app built on it in this process with logging off. The caller has registered tsx already.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Opens `target` ({ inMemory: true } for PGlite, or { databaseUrl }), runs the migrations and the seed with the demo
 * accounts, then `seed(db)` (timed with a `vacuum analyze`, so the planner knows the bench's rows), and builds the app
 * (DATA_DIR under `workDir/kind`). Answers the app, the database, what `seed` answered and how long it took,
 * `cookieOfRole(roleId)` (a session of that role's demo staff member, as a cookie header), `cookieOfPhone(phone)` (of
 * any user) and `close()`.
 */
export async function openBenchApp(target, { workDir, kind, seed }) {
  const { sql } = await import('drizzle-orm');
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { loadConfig } = await import('../../apps/server/src/config/env.ts');
  const { openDatabase } = await import('../../apps/server/src/db/client.ts');
  const { prepareDatabase } = await import('../../apps/server/src/db/prepare.ts');
  const { demoPhoneOfRole } = await import('../../apps/server/src/db/seed.ts');
  const { createSessionsService } = await import('../../apps/server/src/modules/sessions/sessions.service.ts');
  const { findUserByPhone } = await import('../../apps/server/src/modules/users/users.repository.ts');

  const database = await openDatabase(target);
  try {
    await prepareDatabase(database, {
      migrationsDir: path.join(root, 'apps/server/drizzle'),
      includeDemoAccounts: true,
      hashDemoPassword: async () => 'bench-no-password',
    });
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent/boardforge-web-dist',
      DATA_DIR: path.join(workDir, kind),
      ...('databaseUrl' in target ? { DATABASE_URL: target.databaseUrl } : {}),
    });
    const { db } = database;
    const seedStarted = performance.now();
    const seeded = await seed(db);
    await db.execute(sql`vacuum analyze`);
    const seedMs = performance.now() - seedStarted;
    const app = await buildApp(config, { database, logger: false });
    const sessions = createSessionsService({ db, now: () => new Date() });
    const cookieOfPhone = async (phone) => {
      const user = await findUserByPhone(db, phone);
      if (!user) throw new Error(`no user with phone ${phone}`);
      const started = await sessions.startSession(user, { rememberMe: true });
      return `sid=${started.token}`;
    };
    const cookieOfRole = (roleId) => cookieOfPhone(demoPhoneOfRole(roleId));
    const close = async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    };
    return { app, db, seeded, seedMs, cookieOfRole, cookieOfPhone, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}
