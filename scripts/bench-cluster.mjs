// `npm run bench:cluster` (issue 34, part 7): calcPcbPrice and saveOrder throughput through nginx with one and with
// three app instances, side by side in one run, each read as a ratio to a bare Fastify route behind the same nginx
// configuration with as many processes. On PostgreSQL (DATABASE_URL; a fresh database is made and dropped). Writes its
// section of docs/performance.md (`--no-doc` to print only; `--quick` for short slices).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { describeRun, writePerformanceSection } from './bench/report.mjs';
import { orderBody, registerCustomer } from './cluster/journeys.mjs';
import {
  createClusterDatabase,
  findFreePort,
  removeWork,
  root,
  startCluster,
  startNginx,
  waitFor,
} from './cluster/launch.mjs';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const isQuick = process.argv.includes('--quick');
const isDocWritten = !process.argv.includes('--no-doc');
const seconds = isQuick ? 4 : 10;
const warmUpSeconds = isQuick ? 1 : 3;
const connections = 20;
const startedAt = Date.now();
const loadBefore = os.loadavg();
const spec = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };

async function startBareServers(count) {
  const servers = [];
  for (let index = 0; index < count; index += 1) {
    const port = await findFreePort();
    const child = spawn(process.execPath, [path.join(root, 'scripts/cluster/bare-server.mjs')], {
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 20_000);
    servers.push({ port, stop: () => child.kill('SIGTERM') });
  }
  return servers;
}

function run(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** Throughput and p99 of one request kind after a warm-up. */
async function measure(options) {
  await run({ ...options, duration: warmUpSeconds });
  const result = await run({ ...options, duration: seconds });
  return {
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

const database = createClusterDatabase(adminUrl);
let cluster;
const cleanups = [];
const rows = [];
try {
  cluster = await startCluster({
    databaseUrl: database.url,
    env: { QUOTE_RATE_LIMIT: '0', CODE_SECRET: randomBytes(24).toString('hex') },
  });
  const { proxyOrigin, instances, work } = cluster;
  const oneInstance = await startNginx({
    work,
    name: 'nginx-one',
    proxyPort: await findFreePort(),
    upstreamPorts: [instances[0].port],
  });
  cleanups.push(() => oneInstance.stop());
  const bare = await startBareServers(3);
  cleanups.push(() => {
    for (const server of bare) server.stop();
  });
  const bareOne = await startNginx({
    work,
    name: 'nginx-bare-one',
    proxyPort: await findFreePort(),
    upstreamPorts: [bare[0].port],
  });
  const bareThree = await startNginx({
    work,
    name: 'nginx-bare-three',
    proxyPort: await findFreePort(),
    upstreamPorts: bare.map((server) => server.port),
  });
  cleanups.push(
    () => bareOne.stop(),
    () => bareThree.stop(),
  );

  // One customer with an address (scripts/cluster/journeys.mjs); its session is valid on every instance (sessions
  // live in the database).
  const { client: customer, phone, addressId } = await registerCustomer(proxyOrigin, proxyOrigin);
  const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let orderCounter = 0;
  const json = { 'content-type': 'application/json', origin: proxyOrigin };

  for (const [label, appOrigin, bareOrigin] of [
    ['one instance', oneInstance.origin, bareOne.origin],
    ['three instances', proxyOrigin, bareThree.origin],
  ]) {
    const bareResult = await measure({ url: `${bareOrigin}/api/bare`, method: 'POST', headers: json, body: '{}' });
    const quote = await measure({
      url: `${appOrigin}/api/pcb/calcPcbPrice`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(spec),
    });
    const save = await measure({
      url: `${appOrigin}/api/orderInfo/saveOrder`,
      method: 'POST',
      headers: { ...json, cookie },
      requests: [
        {
          setupRequest: (request) => {
            orderCounter += 1;
            return {
              ...request,
              body: JSON.stringify(orderBody({ phone, addressId }, `bench-cluster-${orderCounter}`)),
            };
          },
        },
      ],
    });
    rows.push({ label, bare: bareResult, quote, save });
    console.log(label, JSON.stringify({ bare: bareResult, quote, save }));
  }
  customer.close();
} finally {
  for (const cleanup of cleanups) cleanup();
  await cluster?.stop();
  database.drop();
  if (cluster) removeWork(cluster.work);
}

const format = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const table = [
  '| behind nginx | bare route req/s (p99 ms) | calcPcbPrice req/s (p99 ms) | ratio | saveOrder req/s (p99 ms) | ratio |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    ({ label, bare, quote, save }) =>
      `| ${label} | ${format(bare.perSecond)} (${bare.p99Ms}) | ${format(quote.perSecond)} (${quote.p99Ms}) | ` +
      `${(quote.perSecond / bare.perSecond).toFixed(2)} | ${format(save.perSecond)} (${save.p99Ms}) | ` +
      `${(save.perSecond / bare.perSecond).toFixed(2)} |`,
  ),
].join('\n');
const failures = rows.flatMap(({ label, bare, quote, save }) =>
  [
    ['bare', bare],
    ['calcPcbPrice', quote],
    ['saveOrder', save],
  ]
    .filter(([, result]) => result.failed > 0)
    .map(([name, result]) => `${label} ${name}: ${result.failed} failed`),
);
console.log(`\n${table}`);
if (failures.length) console.log(`FAILED REQUESTS: ${failures.join('; ')}`);
if (isDocWritten) {
  const command = `npm run bench:cluster${isQuick ? ' -- --quick' : ''}`;
  writePerformanceSection({
    name: 'cluster',
    heading: 'Several instances behind nginx (issue 34)',
    intro: '`npm run bench:cluster`: see scripts/bench-cluster.mjs.',
    section: [
      '<!-- bench:cluster:start (written by scripts/bench-cluster.mjs; edit outside these markers) -->',
      describeRun({ command, loadBefore, loadAfter: os.loadavg(), startedAt }),
      '',
      table,
      '',
      `Load: autocannon 9 in the bench process, ${connections} connections, ${seconds} s after a ${warmUpSeconds} s ` +
        'warm-up; nginx from Debian with deploy/nginx/boardforge.conf.template, one worker process; the bare route is ' +
        'a Fastify process answering a constant envelope, as many processes as app instances. saveOrder: one ' +
        'customer, a new idempotency key per request, PostgreSQL on the same machine.',
      failures.length ? `\nFailed requests: ${failures.join('; ')}` : '',
      '<!-- bench:cluster:end -->',
    ].join('\n'),
  });
  console.log('written to docs/performance.md');
}
if (failures.length) process.exitCode = 1;
