// `npm run bench:orders`: saveOrder performance. Builds the app in this process as scripts/bench.mjs does (tsx,
// logging off, QUOTE_RATE_LIMIT=0 for the spec check, a temporary DATA_DIR), first on an in-memory PGlite and then,
// when DATABASE_URL is set, on a fresh PostgreSQL database created beside it for the run and dropped afterwards. On
// each it creates customers with a session, an address and an uploaded Gerber file (directly, not timed), then drives
// POST /api/orderInfo/saveOrder over HTTP with autocannon (one worker thread, 20 connections, fixed duration): every
// request a new idempotency key, a varied priced PCB spec (scripts/bench/pcb-specs.mjs), the customers in turn.
// Afterwards it checks the database against the answers: every answered order stored once with its lines and its
// "created" event, nothing else stored but requests cut off in flight when the load stopped, which are then retried
// with their keys (as a client would) so that rows equal successful answers exactly. A duplicate-key burst (8
// concurrent saves with one key, several times) must make one order each. Prints a table and rewrites the part
// between the bench:orders markers of docs/performance.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { buildPcbSpecs } from './bench/pcb-specs.mjs';
import {
  benchEachDatabase,
  describeMachine,
  describeRun,
  formatLoads,
  writePerformanceSection,
} from './bench/report.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const setupRequestPath = path.join(root, 'scripts/bench/orders-setup-request.cjs');
const onResponsePath = path.join(root, 'scripts/bench/orders-on-response.cjs');
const { buildOrderBody } = require(setupRequestPath);
const { sql } = await import('drizzle-orm');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config/env.ts');
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { insertAddress } = await import('../apps/server/src/modules/addresses/addresses.repository.ts');
const { insertFile } = await import('../apps/server/src/modules/files/files.repository.ts');
const { createSessionsService } = await import('../apps/server/src/modules/sessions/sessions.service.ts');
const { insertUser } = await import('../apps/server/src/modules/users/users.repository.ts');
const { quotePcb } = await import('../packages/domain/src/pricing/pcb.ts');
const { defaultPriceBook } = await import('../packages/domain/src/pricing/price-book.ts');

const isQuick = process.argv.includes('--quick');
const isDocWritten = !process.argv.includes('--no-doc');
const seconds = isQuick ? 5 : 15;
const warmUpSeconds = isQuick ? 1 : 3;
const connections = 20;
const customerCount = 100;
const burstSize = 8;
const burstCount = 10;
const goals = { postgres: { rps: 300, p99Ms: 150 }, pglite: { rps: 100 } };
const startedAt = Date.now();
const loadBefore = os.loadavg();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'boardforge-bench-orders-'));
const adminUrl = process.env.DATABASE_URL;

// Specs the engine prices (a refused spec is a cheap 400 and would flatter the numbers); the order links its Gerber
// file itself, so the spec's own placeholder link goes.
const specs = buildPcbSpecs(400)
  .filter((spec) => quotePcb(spec, defaultPriceBook, new Date()).ok)
  .slice(0, 200)
  .map(({ gerberFileId, ...spec }) => spec);

const runs = await benchEachDatabase({ adminUrl, prefix: 'boardforge_bench_orders', workDir, benchDatabase });
const loadAfter = os.loadavg();
report(runs);

/** Builds the app on one database, sets up the customers, loads saveOrder and checks the rows. */
async function benchDatabase(label, target, kind) {
  console.log(`\n== ${label} ==`);
  const database = await openDatabase(target);
  try {
    await prepareDatabase(database, {
      migrationsDir: path.join(root, 'apps/server/drizzle'),
      includeDemoAccounts: false,
    });
    const config = loadConfig({
      NODE_ENV: 'development',
      QUOTE_RATE_LIMIT: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent/boardforge-web-dist',
      DATA_DIR: path.join(workDir, kind),
      ...('databaseUrl' in target ? { DATABASE_URL: target.databaseUrl } : {}),
    });
    const app = await buildApp(config, { database, logger: false });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const spec of specs) {
        const response = await app.inject({ method: 'POST', url: '/api/pcb/calcPcbPrice', payload: spec });
        if (response.statusCode !== 200) throw new Error(`spec not priced (${response.statusCode}): ${response.body}`);
      }
      const { db } = database;
      const setupStarted = performance.now();
      const customers = await createCustomers(db, kind);
      const setupMs = performance.now() - setupStarted;
      console.log(`${customers.length} customers in ${(setupMs / 1000).toFixed(1)} s; warm-up ${warmUpSeconds} s …`);
      const warmUp = await runLoad(db, appUrl, customers, `${kind}-warm`, warmUpSeconds, kind);
      console.log(`load ${seconds} s at ${connections} connections …`);
      const measured = await runLoad(db, appUrl, customers, `${kind}-main`, seconds, kind);
      console.log(`duplicate-key bursts (${burstCount} × ${burstSize}) …`);
      const bursts = await runBursts(db, appUrl, customers, `${kind}-dup`);
      const totals = await countRowsOfCustomers(db, customers);
      return { label, kind, customers: customers.length, setupMs, warmUp, measured, bursts, totals };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** Customers with a remembered session, a default address and an uploaded Gerber file each (not timed). */
async function createCustomers(db, kind) {
  const sessions = createSessionsService({ db, now: () => new Date() });
  const customers = [];
  for (let index = 0; index < customerCount; index += 1) {
    const user = await insertUser(db, {
      phone: `170${String(index).padStart(8, '0')}`,
      passwordHash: 'bench-no-password',
      nickname: `Bench ${kind} ${index}`,
      kind: 'client',
    });
    const addressId = await insertAddress(
      db,
      user.id,
      {
        fullName: '王小明',
        mobile: '13800138000',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: `科技园 ${index} 号`,
        isDefault: true,
      },
      new Date(),
    );
    const file = await insertFile(db, {
      ownerUserId: user.id,
      kind: 'gerber',
      originalName: `board-${index}.zip`,
      mediaType: 'application/zip',
      hash: `${String(index).padStart(8, '0')}${'0'.repeat(56)}`,
      size: 100_000,
      analysis: { layers: 2 },
    });
    const started = await sessions.startSession(user, { rememberMe: true });
    customers.push({ userId: user.id, cookie: `sid=${started.token}`, addressId, gerberFileId: file.id });
  }
  return customers;
}

/**
 * One timed load: autocannon for `duration` seconds, then the rows checked against the answers. Requests cut off in
 * flight when autocannon stops may or may not have committed; they are retried with their keys afterwards.
 */
async function runLoad(db, appUrl, customers, prefix, duration, kind) {
  const logPath = path.join(workDir, `${prefix}.log`);
  writeFileSync(logPath, '');
  const plan = { prefix, customers, specs, logPath };
  const planPath = path.join(workDir, `${prefix}.json`);
  writeFileSync(planPath, JSON.stringify(plan));
  process.env.BENCH_ORDERS_PLAN = planPath; // the worker thread copies the environment when it starts
  const backendsBefore = await readBackendCpuMs(db, kind);
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: appUrl,
    connections,
    duration,
    workers: 1,
    requests: [{ setupRequest: setupRequestPath, onResponse: onResponsePath }],
  });
  const cpu = process.cpuUsage(cpuBefore);
  const processCpuMs = (cpu.user + cpu.system) / 1000;
  const backendsAfter = await readBackendCpuMs(db, kind);
  const databaseCpuMs = backendsBefore === undefined ? undefined : backendsAfter - backendsBefore;

  // What the load generator sent and what came back, per request number.
  const sent = new Set();
  const answers = new Map();
  for (const line of readFileSync(logPath, 'utf8').split('\n')) {
    const [tag, number, status, orderId] = line.split(' ');
    if (tag === 's') sent.add(Number(number));
    if (tag === 'a') answers.set(Number(number), { status: Number(status), orderId });
  }
  const okAnswers = [...answers].filter(([, answer]) => answer.status === 200);
  const statusCounts = {};
  for (const { status } of answers.values()) statusCounts[status] = (statusCounts[status] ?? 0) + 1;

  // The rows right after the load: every 200 stored once under its key with the answered id; anything else stored
  // must be a request that was sent and never answered.
  const stored = await listOrdersOfPrefix(db, prefix);
  const problems = [];
  for (const [number, answer] of okAnswers) {
    const row = stored.get(`${prefix}-${number}`);
    if (!row) problems.push(`answered ${number} not stored`);
    else if (row.id !== answer.orderId) problems.push(`answered ${number} with ${answer.orderId}, stored ${row.id}`);
  }
  const cutOff = [...sent].filter((number) => !answers.has(number));
  const storedUnanswered = [...stored.keys()]
    .map((key) => Number(key.slice(prefix.length + 1)))
    .filter((number) => !answers.has(number) || answers.get(number).status !== 200);
  for (const number of storedUnanswered) {
    if (!cutOff.includes(number)) problems.push(`stored ${number} without a 200 and not cut off in flight`);
  }

  // The cut-off requests retried with their keys: a stored one must answer with its stored order.
  let retriedOk = 0;
  const plannedCustomers = plan;
  for (const number of cutOff) {
    const { cookie, body } = buildOrderBody(plannedCustomers, number);
    const response = await fetch(`${appUrl}/api/orderInfo/saveOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (response.status !== 200) {
      problems.push(`retry of ${number}: ${response.status}`);
      continue;
    }
    retriedOk += 1;
    const row = stored.get(`${prefix}-${number}`);
    if (row && row.id !== answer.data.orderId) problems.push(`retry of ${number} answered another order`);
  }
  const rows = await countRowsOfPrefix(db, prefix);
  const successfulAnswers = okAnswers.length + retriedOk;
  if (rows.orders !== successfulAnswers) problems.push(`${rows.orders} orders for ${successfulAnswers} answers`);
  if (rows.distinctKeys !== rows.orders) problems.push(`${rows.orders} orders under ${rows.distinctKeys} keys`);
  if (rows.lines !== rows.expectedLines) problems.push(`${rows.lines} lines, the quotes have ${rows.expectedLines}`);
  if (rows.events !== rows.orders) problems.push(`${rows.events} created events for ${rows.orders} orders`);
  if (result['2xx'] !== okAnswers.length)
    problems.push(`autocannon counted ${result['2xx']} 2xx, the log ${okAnswers.length}`);
  return {
    result,
    processCpuMs,
    databaseCpuMs,
    sent: sent.size,
    okAnswers: okAnswers.length,
    statusCounts,
    cutOff: cutOff.length,
    storedBeforeRetry: stored.size,
    retriedOk,
    rows,
    successfulAnswers,
    problems,
  };
}

/**
 * CPU time (user + system, ms) of this database's PostgreSQL backends so far, from /proc (the server runs on this
 * host); undefined on PGlite, which runs inside this process, or when /proc cannot be read.
 */
async function readBackendCpuMs(db, kind) {
  if (kind !== 'postgres') return undefined;
  try {
    const result = await db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    );
    const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    let ticks = 0;
    for (const { pid } of result.rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // the backend ended meanwhile
      }
    }
    return (ticks * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** Several bursts of concurrent saves with one key each: every answer 200 with one order id, one row per key. */
async function runBursts(db, appUrl, customers, prefix) {
  const problems = [];
  let answered = 0;
  for (let burst = 0; burst < burstCount; burst += 1) {
    const { cookie, body } = buildOrderBody({ prefix, customers, specs }, burst);
    const responses = await Promise.all(
      Array.from({ length: burstSize }, () =>
        fetch(`${appUrl}/api/orderInfo/saveOrder`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        }).then(async (response) => ({ status: response.status, answer: await response.json() })),
      ),
    );
    const ids = new Set(responses.filter((r) => r.status === 200).map((r) => r.answer.data.orderId));
    answered += responses.filter((r) => r.status === 200).length;
    if (ids.size !== 1) problems.push(`burst ${burst}: ${ids.size} order ids`);
    const statuses = responses.map((r) => r.status).filter((status) => status !== 200);
    if (statuses.length > 0) problems.push(`burst ${burst}: answers ${statuses.join(',')}`);
  }
  const rows = await countRowsOfPrefix(db, prefix);
  if (rows.orders !== burstCount) problems.push(`${rows.orders} orders for ${burstCount} keys`);
  if (rows.events !== rows.orders) problems.push(`${rows.events} created events for ${rows.orders} orders`);
  return { answered, rows, problems };
}

async function listOrdersOfPrefix(db, prefix) {
  const result = await db.execute(
    sql`select idempotency_key as key, id from orders where idempotency_key like ${`${prefix}-%`}`,
  );
  return new Map(result.rows.map((row) => [row.key, row]));
}

async function countRowsOfPrefix(db, prefix) {
  const result = await db.execute(sql`
    select
      (select count(*) from orders where idempotency_key like ${`${prefix}-%`})::int as orders,
      (select count(distinct idempotency_key) from orders where idempotency_key like ${`${prefix}-%`})::int
        as "distinctKeys",
      (select count(*) from order_lines l join orders o on o.id = l.order_id
        where o.idempotency_key like ${`${prefix}-%`})::int as lines,
      (select coalesce(sum(jsonb_array_length(quote -> 'items')), 0) from orders
        where idempotency_key like ${`${prefix}-%`})::int as "expectedLines",
      (select count(*) from order_events e join orders o on o.id = e.order_id
        where e.kind = 'created' and o.idempotency_key like ${`${prefix}-%`})::int as events`);
  return result.rows[0];
}

async function countRowsOfCustomers(db, customers) {
  const ids = sql.join(
    customers.map((customer) => sql`${customer.userId}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select
      (select count(*) from orders where user_id in (${ids}))::int as orders,
      (select count(*) from order_lines l join orders o on o.id = l.order_id where o.user_id in (${ids}))::int as lines`);
  return result.rows[0];
}

// ---- report -------------------------------------------------------------------------------------------------------
function report(results) {
  const pass = (isMet) => (isMet ? 'met' : 'MISSED');
  const latency = (result) => `p50 ${result.latency.p50} / p99 ${result.latency.p99} / max ${result.latency.max}`;
  const rows = [];
  for (const run of results) {
    const { measured } = run;
    const ordersPerSecond = measured.okAnswers / measured.result.duration;
    const goal = goals[run.kind];
    const isExact = measured.problems.length === 0 && run.warmUp.problems.length === 0;
    const verdicts = [pass(ordersPerSecond >= goal.rps)];
    if (goal.p99Ms) verdicts.push(pass(measured.result.latency.p99 < goal.p99Ms));
    verdicts.push(pass(isExact), pass(run.bursts.problems.length === 0));
    rows.push([
      run.label,
      `${ordersPerSecond.toFixed(0)}`,
      latency(measured.result),
      `${measured.result.non2xx} (errors ${measured.result.errors}, timeouts ${measured.result.timeouts})`,
      `${measured.rows.orders} / ${measured.successfulAnswers} (${measured.okAnswers} during the load, ` +
        `${measured.cutOff} cut off at stop: ${measured.storedBeforeRetry - measured.okAnswers} of them stored, ` +
        `all ${measured.retriedOk} retried with their key → 200)`,
      `${measured.rows.lines} / ${measured.rows.expectedLines}; events ${measured.rows.events}`,
      `${(measured.processCpuMs / measured.okAnswers).toFixed(2)}` +
        (measured.databaseCpuMs === undefined ? '' : ` + ${(measured.databaseCpuMs / measured.okAnswers).toFixed(2)}`),
      `${run.bursts.rows.orders} orders for ${burstCount} keys, ${run.bursts.answered}/${burstCount * burstSize} answers 200`,
      `≥ ${goal.rps}/s${goal.p99Ms ? `, p99 < ${goal.p99Ms} ms` : ''}, rows = answers, 1 order per key`,
      verdicts.join(' / '),
    ]);
  }
  const table = [
    '| database | orders/s | latency ms (p50 / p99 / max) | non-2xx | order rows / successful answers | lines / quote items; created events | CPU ms per order: this process (+ PostgreSQL backends) | duplicate-key bursts | goal | |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const problems = results.flatMap((run) =>
    [...run.warmUp.problems, ...run.measured.problems, ...run.bursts.problems].map(
      (problem) => `${run.label}: ${problem}`,
    ),
  );
  const command = `npm run bench:orders${isQuick ? ' -- --quick' : ''}${adminUrl ? ' (with DATABASE_URL)' : ''}`;
  const details = results
    .map((run) => {
      const { measured, warmUp } = run;
      return (
        `${run.label}: ${run.customers} customers set up in ${(run.setupMs / 1000).toFixed(1)} s; warm-up ` +
        `${warmUp.okAnswers} orders (${warmUp.rows.orders} rows after retries); measured ${measured.sent} requests ` +
        `sent in ${measured.result.duration} s, answers by status ${JSON.stringify(measured.statusCounts)}; all orders ` +
        `of the bench customers at the end: ${run.totals.orders} with ${run.totals.lines} lines.`
      );
    })
    .join(' ');
  const section = [
    '<!-- bench:orders:start (written by scripts/bench-orders.mjs; edit outside these markers) -->',
    describeRun({ command, loadBefore, loadAfter, startedAt }),
    '',
    table,
    '',
    `Load: autocannon 9 from one worker thread, ${connections} connections, ${seconds} s after a ${warmUpSeconds} s ` +
      `warm-up, each request a new idempotency key and one of ${specs.length} priced PCB specs, over ` +
      `${customerCount} customers in turn (every 5th order links the customer's Gerber file). ${details}`,
    '',
    problems.length ? `Problems: ${problems.join('; ')}` : 'No order lost or doubled.',
    ...(adminUrl ? [] : ['', 'PostgreSQL was not measured (DATABASE_URL unset).']),
    '<!-- bench:orders:end -->',
  ].join('\n');
  console.log(`\n${describeMachine()}; load average ${formatLoads(loadBefore)} → ${formatLoads(loadAfter)}\n`);
  console.log(table);
  if (problems.length) console.log(`\nPROBLEMS:\n${problems.join('\n')}`);
  if (isDocWritten) {
    writePerformanceSection({
      name: 'orders',
      section,
      heading: 'Saving orders',
      intro: '`npm run bench:orders`: see scripts/bench-orders.mjs.',
      insertBefore: '\n## Design and BOM files\n',
    });
    console.log('\nwritten to docs/performance.md');
  }
  if (problems.length) process.exitCode = 1;
}
