// `npm run test:cluster` (issue 34): PostgreSQL, three equal instances and nginx in front, started by this script
// (scripts/cluster/launch.mjs), then checked as a user and an operator would:
//   1. a customer's and a staff member's journey through the proxy;
//   2. 300 order saves and 50 uploads while one instance is killed (-9) and started again: nothing lost, nothing
//      doubled, every uploaded file readable through every instance;
//   3. a price book published on one instance prices quotes on the others within a second;
//   4. a per-address ceiling (logins per minute) holds across the instances;
//   5. a bounded soak at half the measured capacity, p99 and memory at its start and end (SOAK_SECONDS, default 600).
// Exits 1 when a check fails. DATABASE_URL names the PostgreSQL server (a fresh database is made and dropped).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createClient } from './cluster/client.mjs';
import { expectOk, logInStaff, orderBody, registerCustomer } from './cluster/journeys.mjs';
import {
  createClusterDatabase,
  readRssMb,
  removeWork,
  root,
  startCluster,
  startS3Server,
  waitFor,
} from './cluster/launch.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 600);
const fixturesDir = process.env.SHARED_FIXTURES_DIR ?? path.join(root, '../shared/fixtures');
const outcomes = [];
const report = {};

function check(name, isMet, detail) {
  outcomes.push({ name, isMet, detail });
  console.log(`${isMet ? 'PASS' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
}

/** Repeats a request that no instance answered (killed, restarting) until one does: the same body, the same key. */
async function withRetries(send) {
  let lastProblem;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    try {
      const answer = await send();
      if (![502, 503, 504].includes(answer.status)) return { answer, attempts: attempt + 1 };
      lastProblem = `${answer.status}`;
    } catch (error) {
      lastProblem = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no instance answered after 40 attempts: ${lastProblem}`);
}

async function runPool(tasks, concurrency, onDone) {
  let next = 0;
  let done = 0;
  const results = new Array(tasks.length);
  async function worker() {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]();
      done += 1;
      await onDone?.(done);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

function queryDatabase(databaseUrl, sql) {
  return execFileSync('psql', [databaseUrl, '-At', '-F', '|', '-c', sql], { encoding: 'utf8' }).trim();
}

const database = createClusterDatabase(adminUrl);
let cluster;
let stopBucket;
try {
  const started = Date.now();
  // Settings every instance shares, as in production: the key of stored SMS codes (outside production each process
  // would make its own, and a code sent by one instance would not check on another).
  // Files in one bucket (a local S3 server) that every instance reads and writes.
  const work = mkdtempSync(path.join(tmpdir(), 'bf-cluster-'));
  const bucket = await startS3Server(work, 'boardforge');
  stopBucket = bucket.stop;
  cluster = await startCluster({
    databaseUrl: database.url,
    env: { QUOTE_RATE_LIMIT: '0', CODE_SECRET: randomBytes(24).toString('hex'), ...bucket.env },
    logDir: work,
  });
  const { proxyOrigin, instances } = cluster;
  console.log(
    `cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${proxyOrigin}, instances ${instances.map((i) => i.port).join(', ')}`,
  );

  // ---- 1. journeys through the proxy -----------------------------------------------------------------------------
  {
    const customer = await registerCustomer(proxyOrigin, proxyOrigin);
    const gerber = readFileSync(path.join(fixturesDir, 'gerber/core.zip'));
    const upload = expectOk(
      await customer.client.upload('/api/file/uploadGerber', {
        name: 'core.zip',
        type: 'application/zip',
        bytes: gerber,
      }),
      'Gerber upload',
    );
    const quote = expectOk(
      await customer.client.post('/api/pcb/calcPcbPrice', {
        layers: 2,
        boardLength: 100,
        boardWidth: 100,
        boardNumber: 5,
      }),
      'quote',
    );
    const order = expectOk(
      await customer.client.post(
        '/api/orderInfo/saveOrder',
        orderBody(customer, 'cluster-journey', { gerberFileId: upload.fileId }),
      ),
      'saveOrder',
    );
    const staff = await logInStaff(proxyOrigin, proxyOrigin, '13900000015');
    const list = expectOk(await staff.get(`/api/erp/order/list?keyword=${order.orderNo}`), 'staff order list');
    const listed = JSON.stringify(list).includes(order.orderNo);
    expectOk(
      await staff.post('/api/erp/order/transition', {
        orderId: order.orderId,
        action: 'approveContract',
        fromStatus: 5,
        payload: {},
      }),
      'approve contract',
    );
    const detail = expectOk(
      await customer.client.get(`/api/orderInfo/detail?orderId=${order.orderId}`),
      'order detail',
    );
    const status = detail.status ?? detail.order?.status;
    check(
      'a customer registers, uploads, quotes and orders through nginx; a sales director finds and approves the order',
      listed && status === 6 && order.total === quote.lines.total,
      `order ${order.orderNo} ¥${order.total} (quoted ¥${quote.lines.total}), staff list ${listed ? 'shows it' : 'misses it'}, status after approval ${status}`,
    );
    const assetPath = /\/assets\/[^"]+\.js/.exec((await customer.client.get('/')).text)?.[0];
    const asset = await customer.client.get(assetPath ?? '/assets/none.js', { headers: { 'accept-encoding': 'gzip' } });
    const missing = await customer.client.get('/assets/no-such-file.js');
    check(
      'nginx serves the precompressed assets and a missing asset is a 404',
      asset.status === 200 && asset.headers['content-encoding'] === 'gzip' && missing.status === 404,
      `${assetPath}: ${asset.status} ${asset.headers['content-encoding'] ?? 'identity'}; missing: ${missing.status}`,
    );
    customer.client.close();
    staff.close();
  }

  // ---- 2. writes while an instance is killed ----------------------------------------------------------------------
  {
    const customers = [];
    for (let index = 0; index < 10; index += 1) customers.push(await registerCustomer(proxyOrigin, proxyOrigin));
    const saves = Array.from({ length: 300 }, (_, index) => async () => {
      const customer = customers[index % customers.length];
      const key = `cluster-save-${index}`;
      const { answer, attempts } = await withRetries(() =>
        customer.client.post('/api/orderInfo/saveOrder', orderBody(customer, key)),
      );
      return { kind: 'save', key, customer, answer, attempts };
    });
    const uploads = Array.from({ length: 50 }, (_, index) => async () => {
      const customer = customers[index % customers.length];
      const bytes = Buffer.from(
        `Designator,Quantity,MPN\nR${index + 1},${index + 1},RC0603FR-0710KL\nC${index + 1},2,CL10B104KB8NNNC\n`,
      );
      const { answer, attempts } = await withRetries(() =>
        customer.client.upload('/api/file/uploadBom', { name: `bom-${index}.csv`, type: 'text/csv', bytes }),
      );
      return { kind: 'upload', customer, bytes, answer, attempts };
    });
    // Interleaved: an upload after every sixth save.
    const tasks = [];
    for (let index = 0; index < 300; index += 1) {
      tasks.push(saves[index]);
      if (index % 6 === 5) tasks.push(uploads[(index - 5) / 6]);
    }
    const victim = instances[1];
    let killedAt;
    let restarted;
    const results = await runPool(tasks, 8, async (done) => {
      if (done === 90) {
        killedAt = Date.now();
        victim.kill('SIGKILL');
      }
      if (done === 180 && !restarted) restarted = victim.start();
    });
    await restarted;
    const failed = results.filter((result) => result.answer.status !== 200 || result.answer.body?.code !== '200');
    const retried = results.filter((result) => result.attempts > 1).length;
    const counts = queryDatabase(
      database.url,
      "select count(*), count(distinct idempotency_key) from orders where idempotency_key like 'cluster-save-%'",
    );
    const [rows, distinct] = counts.split('|').map(Number);
    const answeredIds = new Set(results.filter((r) => r.kind === 'save').map((r) => r.answer.body?.data?.orderId));
    check(
      '300 order saves with one instance killed -9 and restarted: each saved once',
      failed.length === 0 && rows === 300 && distinct === 300 && answeredIds.size === 300,
      `${rows} rows, ${distinct} keys, ${answeredIds.size} order ids answered, ${failed.length} refused, ${retried} requests repeated after the kill at ${killedAt ? 'request 90' : 'never'}`,
    );
    let unreadable = 0;
    const uploadResults = results.filter((result) => result.kind === 'upload');
    for (const result of uploadResults) {
      const fileId = result.answer.body?.data?.fileId;
      for (const instance of instances) {
        const download = await result.customer.client.at(instance.origin).get(`/api/file/download?fileId=${fileId}`);
        if (download.status !== 200 || !download.bytes.equals(result.bytes)) unreadable += 1;
      }
    }
    check(
      '50 uploads during the kill are each readable, byte for byte, through every instance',
      uploadResults.length === 50 && unreadable === 0,
      `${uploadResults.length} uploads × ${instances.length} instances, ${unreadable} reads failed`,
    );
    for (const customer of customers) customer.client.close();
  }

  // ---- 3. a price book published on one instance ------------------------------------------------------------------
  {
    const [first, ...others] = instances;
    const admin = await logInStaff(first.origin, proxyOrigin, '13900000001');
    const current = expectOk(await admin.get('/api/priceBook/current'), 'current price book');
    const publishedAt = Date.now();
    const published = expectOk(
      await admin.post('/api/erp/priceBook/publish', {
        book: current.book,
        note: 'cluster test',
        baseVersion: current.version,
      }),
      'publish',
    );
    const version = published.version ?? current.version + 1;
    const reachedMs = [];
    for (const other of others) {
      const visitor = createClient(other.origin, { publicOrigin: proxyOrigin });
      const isReached = await waitFor(
        async () => {
          const quote = await visitor.post('/api/pcb/calcPcbPrice', {
            layers: 2,
            boardLength: 100,
            boardWidth: 100,
            boardNumber: 5,
          });
          return quote.body?.data?.priceBookVersion === version;
        },
        5_000,
        20,
      );
      reachedMs.push(isReached ? Date.now() - publishedAt : Number.POSITIVE_INFINITY);
      visitor.close();
    }
    check(
      'a price book published on one instance prices quotes on the others within a second',
      reachedMs.every((ms) => ms <= 1000),
      `version ${version}; quoted with it on the others after ${reachedMs.map((ms) => `${ms} ms`).join(', ')}`,
    );
    admin.close();
  }

  // ---- 4. a per-address ceiling across instances ------------------------------------------------------------------
  {
    const visitor = createClient(proxyOrigin, { localAddress: '127.0.0.77' });
    const ceiling = Number(process.env.LOGINS_PER_IP_MINUTE ?? 30);
    const attempts = ceiling * instances.length;
    const answers = await runPool(
      Array.from(
        { length: attempts },
        (_, index) => () =>
          visitor.post('/api/user/land', {
            username: `1599999${String(index).padStart(4, '0')}`,
            password: 'Wrong1234',
            loginType: 'client',
          }),
      ),
      10,
    );
    const limited = answers.filter((answer) => answer.status === 429).length;
    const passed = attempts - limited;
    check(
      `the login ceiling (${ceiling} a minute per address) holds across ${instances.length} instances`,
      passed === ceiling,
      `${attempts} attempts from one address through nginx: ${passed} reached the password check, ${limited} got 429`,
    );
    visitor.close();
  }

  // ---- 5. soak --------------------------------------------------------------------------------------------------
  {
    const body = JSON.stringify({ layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 });
    const quoteRequest = {
      url: `${proxyOrigin}/api/pcb/calcPcbPrice`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxyOrigin },
      body,
    };
    const measure = (options) =>
      new Promise((resolve, reject) =>
        autocannon({ ...quoteRequest, ...options }, (e, r) => (e ? reject(e) : resolve(r))),
      );
    const capacity = await measure({ connections: 20, duration: 10 });
    const rate = Math.max(10, Math.floor(capacity.requests.average / 2));
    const memoryAtStart = instances.map((instance) => readRssMb(instance.pid));
    const sliceSeconds = Math.min(60, soakSeconds);
    const slices = [];
    for (let elapsed = 0; elapsed < soakSeconds; elapsed += sliceSeconds) {
      slices.push(
        await measure({ connections: 10, overallRate: rate, duration: Math.min(sliceSeconds, soakSeconds - elapsed) }),
      );
    }
    const memoryAtEnd = instances.map((instance) => readRssMb(instance.pid));
    const firstSlice = slices[0];
    const lastSlice = slices[slices.length - 1];
    const failures = slices.reduce((sum, slice) => sum + slice.errors + slice.non2xx + slice.timeouts, 0);
    report.soak = {
      capacityPerSecond: Math.round(capacity.requests.average),
      rate,
      seconds: soakSeconds,
      p99StartMs: firstSlice.latency.p99,
      p99EndMs: lastSlice.latency.p99,
      memoryAtStartMb: memoryAtStart,
      memoryAtEndMb: memoryAtEnd,
      failures,
    };
    const grew = memoryAtEnd.map((end, index) => end - memoryAtStart[index]);
    check(
      `soak: ${soakSeconds} s of quotes at half the measured capacity through nginx`,
      failures === 0 &&
        grew.every((mb) => mb < 150) &&
        lastSlice.latency.p99 <= Math.max(3 * firstSlice.latency.p99, 50),
      `capacity ${Math.round(capacity.requests.average)}/s, soak at ${rate}/s; p99 ${firstSlice.latency.p99} ms at the start, ${lastSlice.latency.p99} ms at the end; memory (MB) ${memoryAtStart.join('/')} → ${memoryAtEnd.join('/')}; ${failures} failed`,
    );
  }
} catch (error) {
  check('the cluster test ran to its end', false, error.stack ?? String(error));
} finally {
  await cluster?.stop();
  await stopBucket?.();
  database.drop();
  if (cluster && outcomes.every((outcome) => outcome.isMet)) removeWork(cluster.work);
  else if (cluster) console.log(`logs kept in ${cluster.work}`);
}
writeFileSync(path.join(root, 'test-cluster-report.json'), `${JSON.stringify({ outcomes, report }, null, 2)}\n`);
const failedCount = outcomes.filter((outcome) => !outcome.isMet).length;
console.log(failedCount === 0 ? 'cluster test passed' : `cluster test: ${failedCount} check(s) failed`);
process.exit(failedCount === 0 ? 0 : 1);
