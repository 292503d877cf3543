// `npm run test:restore` (issue 34): the restore drill. A site on a fresh PostgreSQL database and a fresh bucket takes
// a customer's journey (register, Gerber upload, order); it is backed up (scripts/backup.mjs: pg_dump and a checked
// copy of every stored file), restored into another fresh database and bucket, and a site started on the copy must
// let the customer log in, see the order, download the Gerber byte for byte and place another order, and let staff
// find the order. DATABASE_URL names the PostgreSQL server. Exits 1 when the drill fails.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backUp, restore } from './backup.mjs';
import { createClient } from './cluster/client.mjs';
import { expectOk, logInStaff, orderBody, password, registerCustomer } from './cluster/journeys.mjs';
import { createClusterDatabase, root, startCluster, startS3Server } from './cluster/launch.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const fixturesDir = process.env.SHARED_FIXTURES_DIR ?? path.join(root, '../shared/fixtures');
const work = mkdtempSync(path.join(tmpdir(), 'bf-restore-'));
const codeSecret = randomBytes(24).toString('hex');
const cleanups = [];
let isPassed = false;

try {
  // ---- the site before: a customer's journey ------------------------------------------------------------------
  const source = createClusterDatabase(adminUrl);
  cleanups.push(() => source.drop());
  const sourceBucket = await startS3Server(work, 'source');
  cleanups.push(() => sourceBucket.stop());
  const before = await startCluster({
    instances: 1,
    databaseUrl: source.url,
    env: { ...sourceBucket.env, CODE_SECRET: codeSecret },
    logDir: path.join(work, 'before'),
  });
  const customer = await registerCustomer(before.proxyOrigin, before.proxyOrigin);
  const gerber = readFileSync(path.join(fixturesDir, 'gerber/core.zip'));
  const upload = expectOk(
    await customer.client.upload('/api/file/uploadGerber', {
      name: 'core.zip',
      type: 'application/zip',
      bytes: gerber,
    }),
    'Gerber upload',
  );
  const order = expectOk(
    await customer.client.post(
      '/api/orderInfo/saveOrder',
      orderBody(customer, 'restore-drill-1', { gerberFileId: upload.fileId }),
    ),
    'saveOrder',
  );
  customer.client.close();
  await before.stop();

  // ---- backup, and restore into a fresh database and bucket --------------------------------------------------------
  const backupDir = path.join(work, 'backup');
  const sourceEnv = { ...sourceBucket.env, DATABASE_URL: source.url };
  const backedUp = await backUp(backupDir, sourceEnv);
  const copy = createClusterDatabase(adminUrl);
  cleanups.push(() => copy.drop());
  const copyBucket = await startS3Server(work, 'restored');
  cleanups.push(() => copyBucket.stop());
  const restored = await restore(backupDir, { ...copyBucket.env, DATABASE_URL: copy.url });
  console.log(
    `backed up ${backedUp.files} files (${backedUp.bytes} bytes) and the database; restored ${restored.files} files`,
  );

  // ---- the site after, on the copy ----------------------------------------------------------------------------------
  const after = await startCluster({
    instances: 1,
    databaseUrl: copy.url,
    env: { ...copyBucket.env, CODE_SECRET: codeSecret },
    logDir: path.join(work, 'after'),
  });
  cleanups.unshift(() => after.stop());
  const again = createClient(after.proxyOrigin);
  expectOk(
    await again.post('/api/user/land', { username: customer.phone, password, loginType: 'client' }),
    'login on the copy',
  );
  const detail = expectOk(await again.get(`/api/orderInfo/detail?orderId=${order.orderId}`), 'order on the copy');
  const download = await again.get(`/api/file/download?fileId=${upload.fileId}`);
  const next = expectOk(
    await again.post('/api/orderInfo/saveOrder', orderBody(customer, 'restore-drill-2')),
    'a new order on the copy',
  );
  const staff = await logInStaff(after.proxyOrigin, after.proxyOrigin, '13900000015');
  const list = expectOk(
    await staff.get(`/api/erp/order/list?keyword=${order.orderNo}`),
    'staff order list on the copy',
  );
  const checks = {
    'the order is there with its number and total':
      detail.orderNo === order.orderNo || JSON.stringify(detail).includes(order.orderNo),
    'the Gerber downloads byte for byte': download.status === 200 && download.bytes.equals(gerber),
    'a new order is numbered after it': next.orderNo !== order.orderNo,
    'staff find the order': JSON.stringify(list).includes(order.orderNo),
  };
  for (const [name, isMet] of Object.entries(checks)) console.log(`${isMet ? 'PASS' : 'FAIL'}  ${name}`);
  again.close();
  staff.close();
  isPassed = Object.values(checks).every(Boolean);
} catch (error) {
  console.log(`FAIL  the drill ran to its end — ${error.stack ?? error}`);
} finally {
  for (const cleanup of cleanups) await cleanup();
  if (isPassed) rmSync(work, { recursive: true, force: true });
  else console.log(`logs kept in ${work}`);
}
console.log(isPassed ? 'restore drill passed' : 'restore drill failed');
process.exit(isPassed ? 0 : 1);
