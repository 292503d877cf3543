import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageOrphans } from '../src/db/storage-orphans.table.ts';
import { startCleanUpsJob } from '../src/modules/clean-ups/clean-ups.job.ts';
import { listStorageKeysUsedByAvatars } from '../src/modules/profile/profile.public.ts';
import { updateAvatarUrl } from '../src/modules/profile/profile.repository.ts';
import { avatarUrlPrefix } from '../src/modules/profile/profile.service.ts';
import type { FileStorage } from '../src/modules/storage/file-storage.ts';
import { createLocalFileStorage } from '../src/modules/storage/local-file-storage.ts';
import { createStoredContentsService, orphanGraceMs } from '../src/modules/storage/stored-contents.service.ts';
import { findUserByPhone } from '../src/modules/users/users.repository.ts';
import { buildTinyGerberSet, zipEntries } from './fixtures/hostile-files.ts';
import { createDataDir, postFile, readSetCookie } from './fixtures/upload-requests.ts';
import {
  createSecondInstance,
  createTestApp,
  createTestCustomer,
  logIn,
  type TestApp,
  testCustomer,
} from './helpers/test-app.ts';
import { isPostgres } from './helpers/test-database.ts';

// Files are stored by the hash of their content, so identical uploads share one stored object. The purge used to ask
// "does any row still use it?" and then delete, in two steps: an identical upload between them lost its bytes.
// Content is now released with a time and deleted by the clean-up only after a grace period, if no row uses it then;
// storing it again takes it back first (waiting for a deletion in progress). These tests put the steps in the racy order.

/** The disk store with hooks the tests set to interleave their steps with the app's. */
type HookedStorage = FileStorage & {
  afterPut?: (key: string) => Promise<void>;
  beforeDelete?: (key: string) => Promise<void>;
};

function createHookedStorage(root: string): HookedStorage {
  const disk = createLocalFileStorage(root);
  const hooked: HookedStorage = {
    ...disk,
    async put(key, source) {
      await disk.put(key, source);
      await hooked.afterPut?.(key);
    },
    async delete(key) {
      await hooked.beforeDelete?.(key);
      await disk.delete(key);
    },
  };
  return hooked;
}

let clock = new Date('2026-11-22T08:00:00Z');
const now = () => clock;
const advance = (milliseconds: number) => {
  clock = new Date(clock.getTime() + milliseconds);
};
const dataDir = createDataDir();
const storage = createHookedStorage(`${dataDir.dir}/files`);
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir }, now, storage });
  await createTestCustomer(testApp);
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
});

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
/** A small Gerber set no other test uploads. */
const uniqueGerberZip = (label: string) =>
  zipEntries({ ...buildTinyGerberSet(), 'note.txt': new TextEncoder().encode(`${label} ${sha256(dataDir.dir)}`) });
const uploadGerber = (zip: Uint8Array, cookie?: string) =>
  postFile(testApp.app, '/api/file/uploadGerber', { filename: 'board.zip', content: zip }, cookie ? { cookie } : {});
/** A fresh session of the customer (the clock moves by days here, and sessions end). */
const logInCustomer = () => logIn(testApp.app, { ...testCustomer, loginType: 'client' });
const download = async (fileId: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/file/download?fileId=${fileId}`,
    headers: { cookie: await logInCustomer() },
  });
const runCleanUps = () => testApp.app.cleanUps.runCleanUps();

describe('an identical upload while the expired copy is purged', () => {
  it('keeps its bytes when the purge runs between storing them and recording the row (the old check-then-delete race)', async () => {
    const zip = uniqueGerberZip('race during the purge');
    const visitor = await uploadGerber(zip);
    expect(visitor.statusCode, visitor.body).toBe(200);
    advance(25 * 60 * 60 * 1000); // the visitor's file expires
    // The customer's identical upload: its bytes are stored (a no-op, they are there), then — before its row is
    // recorded — the clean-up runs and finds no row using the content.
    let cleanedUp: Record<string, number> | undefined;
    storage.afterPut = async (key) => {
      if (key !== sha256(zip) || cleanedUp) return;
      cleanedUp = await runCleanUps();
    };
    const customer = await uploadGerber(zip, await logInCustomer());
    storage.afterPut = undefined;
    expect(customer.statusCode, customer.body).toBe(200);
    expect(cleanedUp).toMatchObject({ expiredFiles: 1 });
    const { fileId, previewTop } = customer.json().data;
    expect(Buffer.from((await download(fileId)).rawPayload)).toEqual(Buffer.from(zip));
    // After the grace period the clean-up sees the customer's row and keeps the content for good.
    advance(orphanGraceMs + 60_000);
    await runCleanUps();
    expect(Buffer.from((await download(fileId)).rawPayload)).toEqual(Buffer.from(zip));
    const preview = await testApp.app.inject({
      method: 'GET',
      url: previewTop,
      headers: { cookie: await logInCustomer() },
    });
    expect(preview.statusCode).toBe(200);
    expect(await testApp.database.handle.db.select().from(storageOrphans)).toEqual([]);
  });

  it('deletes the bytes of expired content no row uses once the grace period is over, not before', async () => {
    const zip = uniqueGerberZip('expires unused');
    const visitor = await uploadGerber(zip);
    const vid = readSetCookie(visitor, 'vid');
    expect(visitor.statusCode).toBe(200);
    advance(25 * 60 * 60 * 1000);
    expect((await runCleanUps()).expiredFiles).toBe(1);
    expect(await storage.exists(sha256(zip))).toBe(true);
    advance(orphanGraceMs - 60_000);
    await runCleanUps();
    expect(await storage.exists(sha256(zip))).toBe(true);
    advance(120_000);
    // The content and its two previews.
    expect((await runCleanUps()).orphanedContents).toBe(3);
    expect(await storage.exists(sha256(zip))).toBe(false);
    const again = await testApp.app.inject({
      method: 'GET',
      url: visitor.json().data.previewTop,
      headers: vid ? { cookie: vid } : {},
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('storing content the clean-up is deleting', () => {
  it('waits for the deletion and stores the bytes again after it', async () => {
    const contents = createStoredContentsService({
      db: testApp.database.handle.db,
      storage,
      now,
      listReferencedKeys: async () => new Set(),
    });
    const bytes = new TextEncoder().encode(`released content ${sha256(dataDir.dir)}`);
    const key = sha256(bytes);
    await contents.store(key, bytes);
    await contents.release([key]);
    advance(orphanGraceMs + 1);
    let storing: Promise<void> | undefined;
    storage.beforeDelete = async (deleting) => {
      if (deleting !== key || storing) return;
      // The sweep holds the key's orphan row; storing it now must wait for the sweep, not store before it deletes.
      storing = contents.store(key, bytes);
      if (isPostgres) await waitForALockWaitOn('storage_orphans');
    };
    try {
      expect(await contents.sweepOrphans()).toBe(1);
    } finally {
      storage.beforeDelete = undefined;
    }
    await storing;
    expect(storing).toBeDefined();
    expect(await storage.exists(key)).toBe(true);
    expect(await testApp.database.handle.db.select().from(storageOrphans)).toEqual([]);
  });

  it('forgets released content that a row uses again, and keeps its bytes', async () => {
    const bytes = new TextEncoder().encode(`shared content ${sha256(dataDir.dir)}`);
    const key = sha256(bytes);
    const contents = createStoredContentsService({
      db: testApp.database.handle.db,
      storage,
      now,
      listReferencedKeys: async (_db, keys) => new Set(keys.filter((candidate) => candidate === key)),
    });
    await contents.store(key, bytes);
    await contents.release([key]);
    advance(orphanGraceMs + 1);
    expect(await contents.sweepOrphans()).toBe(0);
    expect(await storage.exists(key)).toBe(true);
    expect(await testApp.database.handle.db.select().from(storageOrphans)).toEqual([]);
  });
});

/** PostgreSQL: waits until another connection waits for a lock while running a statement on `table`. */
async function waitForALockWaitOn(table: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const { rows } = await testApp.database.handle.executeSql(
          `select count(*)::int as waiting from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
          [`%${table}%`],
        );
        return (rows[0] as { waiting: number }).waiting;
      },
      { timeout: 10_000, interval: 20 },
    )
    .toBe(1);
}

describe('the clean-ups job', () => {
  it('runs once for the cluster when two instances queue their start-up run, and runs the clean-ups', async () => {
    const second = await createSecondInstance(testApp, { now });
    const runs: string[] = [];
    const log = { info: () => undefined, warn: () => undefined } as unknown as Parameters<
      typeof startCleanUpsJob
    >[0]['log'];
    const jobs = [];
    // One after the other: the first installs pg-boss's schema in this fresh database.
    for (const name of ['first', 'second'] as const) {
      jobs.push(
        await startCleanUpsJob({
          database: testApp.database.handle,
          cleanUps: {
            runCleanUps: async () => {
              runs.push(name);
              return (name === 'first' ? testApp.app : second.app).cleanUps.runCleanUps();
            },
          },
          log,
          pollingIntervalSeconds: 0.5,
        }),
      );
    }
    try {
      // An ended rate-limit window for the run to delete.
      await testApp.app.inject({ method: 'POST', url: '/api/common/saveLog', payload: {}, remoteAddress: '10.90.0.1' });
      advance(2 * 60 * 60 * 1000);
      for (const job of jobs) await job.runNow();
      const readStates = async () =>
        (await testApp.database.handle.executeSql(`select state from pgboss.job where name = 'clean-ups'`)).rows.map(
          (row) => (row as { state: string }).state,
        );
      await expect.poll(readStates, { timeout: 20_000, interval: 100 }).toEqual(['completed']);
      expect(runs).toHaveLength(1);
      const { rows } = await testApp.database.handle.executeSql(
        `select count(*)::int as schedules from pgboss.schedule where name = 'clean-ups'`,
      );
      expect(rows).toEqual([{ schedules: 1 }]);
      const counters = await testApp.database.handle.executeSql(
        'select count(*)::int as left from rate_limit_counters',
      );
      expect(counters.rows).toEqual([{ left: 0 }]);
    } finally {
      for (const job of jobs) await job.stop();
      await second.close();
    }
  }, 60_000);
});

describe("the clean-up's list of content rows still use", () => {
  it('names the keys of users’ avatars, and no other', async () => {
    const { db } = testApp.database.handle;
    const used = sha256('an avatar in use');
    const other = sha256('content no avatar shows');
    const user = await findUserByPhone(db, testCustomer.phone);
    if (!user) throw new Error('no test customer');
    await updateAvatarUrl(db, user.id, `${avatarUrlPrefix}${used}.webp`);
    expect(await listStorageKeysUsedByAvatars(db, [used, other])).toEqual(new Set([used]));
    expect(await listStorageKeysUsedByAvatars(db, [])).toEqual(new Set());
  });
});
