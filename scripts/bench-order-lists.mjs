// `npm run bench:order-lists`: the staff order list (GET /api/erp/order/list), the staff task list
// (POST /api/report/getPersonTaskList) and the customer list (GET /api/erp/customers/list) over 100 000 orders. Builds the app in this process as scripts/bench-orders.mjs
// does (tsx, logging off, a temporary DATA_DIR), first on an in-memory PGlite and then, when DATABASE_URL is set, on a
// fresh PostgreSQL database created beside it for the run and dropped afterwards. On each it seeds, in a few bulk
// INSERT … SELECT generate_series statements (not through the API, not timed), 2 000 customers and 100 000 orders over
// a year with a spread of statuses (most completed, a tenth cancelled, the rest waiting somewhere in the workflow),
// types, assignees, quotes, adjusted prices and returns, one line each, and payments with their ledger rows (paid in
// full from purchasing on, part-paid and unpaid at the purchase order, refunds on returned and some cancelled orders).
// Then it asks each list a few filter/page combinations through app.inject, one request at a time (a warm-up, then
// the measured requests), as the staff roles that use them, and reports p50/p95/p99/max. Goal (issue 12, point 5):
// p95 < 100 ms on PostgreSQL; PGlite is reported too. Prints a table and rewrites the part between the
// bench:order-lists markers of docs/performance.md (`--no-doc` leaves it; `--quick` measures fewer requests).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { measureRequests } from './bench/measure-requests.mjs';
import { openBenchApp } from './bench/open-bench-app.mjs';
import {
  benchEachDatabase,
  describeMachine,
  describeRun,
  formatLoads,
  writePerformanceSection,
} from './bench/report.mjs';
import { seedOrders } from './bench/seed-orders.mjs';

register();
const _root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isQuick = process.argv.includes('--quick');
// `--only=customer` measures the cases of one list alone (and leaves the document as it is).
const onlyList = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
const isDocWritten = !process.argv.includes('--no-doc') && onlyList === undefined;
const orderCount = 100_000;
const customerCount = 2_000;
const warmUpRequests = isQuick ? 5 : 20;
const measuredRequests = isQuick ? 30 : 150;
const goalP95Ms = 100;
const startedAt = Date.now();
const loadBefore = os.loadavg();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'boardforge-bench-order-lists-'));
const adminUrl = process.env.DATABASE_URL;

// What is measured: the list, who asks (a staff role) and the query or body.
const cases = [
  { list: 'order list', role: '16', label: 'all, page 1 of 20', query: 'group=all&pageNum=1&pageSize=20' },
  { list: 'order list', role: '16', label: 'all, page 200 of 50', query: 'group=all&pageNum=200&pageSize=50' },
  { list: 'order list', role: '16', label: 'orders, completed PCB', query: 'group=order&status=11&orderType=pcb' },
  { list: 'order list', role: '16', label: 'inquiries, last 30 days', query: 'group=inquiry&time=2&pageSize=50' },
  { list: 'order list', role: '16', label: 'keyword: a phone', query: 'group=all&keyword=17100001234' },
  { list: 'order list', role: '16', label: 'keyword: an order no part', query: 'group=all&keyword=-000777' },
  { list: 'task list', role: '1', label: 'administrator, page 1', body: { pageNum: 1, pageSize: 20 } },
  {
    list: 'task list',
    role: '1',
    label: 'administrator, status 6, page 5',
    body: { status: 6, pageNum: 5, pageSize: 50 },
  },
  {
    list: 'task list',
    role: '16',
    label: 'executive, sales scope',
    body: { pageNum: 1, pageSize: 20, scope: 'sales' },
  },
  {
    list: 'task list',
    role: '12',
    label: 'buyer, procurement scope',
    body: { pageNum: 1, pageSize: 20, scope: 'procurement' },
  },
  { list: 'task list', role: '14', label: 'salesperson (own orders)', body: { pageNum: 1, pageSize: 20 } },
  { list: 'task list', role: '15', label: 'finance, page 50', body: { pageNum: 50, pageSize: 20 } },
  // The Customers module (issue 13): every customer's money summed from the orders and the ledger, then paged.
  { list: 'customer list', role: '15', label: 'customers, page 1', query: 'pageNum=1&pageSize=20' },
  { list: 'customer list', role: '15', label: 'customers, page 40 of 50', query: 'pageNum=40&pageSize=50' },
  { list: 'customer list', role: '15', label: 'customers, keyword: a phone part', query: 'keyword=1710000' },
];

const runs = await benchEachDatabase({ adminUrl, prefix: 'boardforge_bench_lists', workDir, benchDatabase });
const loadAfter = os.loadavg();
report(runs);

/** Builds the app on one database, seeds the orders and measures every case. */
async function benchDatabase(label, target, kind) {
  console.log(`\n== ${label} ==`);
  const bench = await openBenchApp(target, {
    workDir,
    kind,
    seed: (db) => seedOrders(db, { orderCount, customerCount }),
  });
  try {
    const { app, seeded, seedMs } = bench;
    console.log(
      `${seeded.orders} orders, ${seeded.ledgerRows} ledger rows, ${customerCount} customers seeded in ` +
        `${(seedMs / 1000).toFixed(1)} s`,
    );
    const cookies = new Map();
    for (const roleId of new Set(cases.map((entry) => entry.role)))
      cookies.set(roleId, await bench.cookieOfRole(roleId));
    const results = [];
    for (const entry of cases.filter((item) => onlyList === undefined || item.list.startsWith(onlyList))) {
      const result = await measureCase(app, cookies.get(entry.role), entry);
      console.log(
        `${entry.list} · ${entry.label}: p50 ${result.p50.toFixed(1)} / p95 ${result.p95.toFixed(1)} / p99 ` +
          `${result.p99.toFixed(1)} ms (${result.rows} rows of ${result.total})`,
      );
      results.push({ ...entry, ...result });
    }
    return { label, kind, seeded, seedMs, results };
  } finally {
    await bench.close();
  }
}

/** Asks one case `warmUpRequests` times unmeasured, then `measuredRequests` times, one request at a time. */
async function measureCase(app, cookie, entry) {
  const request =
    entry.list === 'order list'
      ? { method: 'GET', url: `/api/erp/order/list?${entry.query}`, headers: { cookie } }
      : entry.list === 'customer list'
        ? { method: 'GET', url: `/api/erp/customers/list?${entry.query}`, headers: { cookie } }
        : { method: 'POST', url: '/api/report/getPersonTaskList', headers: { cookie }, payload: entry.body };
  const { data, ...timing } = await measureRequests(app, request, {
    warmUps: warmUpRequests,
    measured: measuredRequests,
  });
  return { ...timing, rows: data.rows.length, total: data.total };
}

// ---- report -------------------------------------------------------------------------------------------------------
function report(results) {
  const rows = [];
  for (const run of results) {
    for (const result of run.results) {
      const isGoalMet = result.p95 < goalP95Ms;
      rows.push([
        run.label,
        result.list,
        result.label,
        `${result.rows} of ${result.total}`,
        [result.p50, result.p95, result.p99, result.max].map((value) => value.toFixed(1)).join(' / '),
        run.kind === 'postgres' ? (isGoalMet ? 'met' : 'MISSED') : isGoalMet ? '(met)' : '(over)',
      ]);
    }
  }
  const table = [
    '| database | list | case | rows of total | ms p50 / p95 / p99 / max | p95 < 100 ms |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const command = `npm run bench:order-lists${isQuick ? ' -- --quick' : ''}${adminUrl ? ' (with DATABASE_URL)' : ''}`;
  const seeding = results
    .map(
      (run) =>
        `${run.label}: ${run.seeded.orders} orders and ${run.seeded.ledgerRows} ledger rows seeded in ` +
        `${(run.seedMs / 1000).toFixed(1)} s.`,
    )
    .join(' ');
  const missed = results
    .filter((run) => run.kind === 'postgres')
    .flatMap((run) => run.results.filter((result) => result.p95 >= goalP95Ms));
  const section = [
    '<!-- bench:order-lists:start (written by scripts/bench-order-lists.mjs; edit outside these markers) -->',
    describeRun({ command, loadBefore, loadAfter, startedAt }),
    '',
    table,
    '',
    `Each case: ${warmUpRequests} requests unmeasured, then ${measuredRequests} measured one at a time through ` +
      `app.inject (server and database, no HTTP socket). ${seeding}`,
    ...(adminUrl ? [] : ['', 'PostgreSQL was not measured (DATABASE_URL unset).']),
    '<!-- bench:order-lists:end -->',
  ].join('\n');
  console.log(`\n${describeMachine()}; load average ${formatLoads(loadBefore)} → ${formatLoads(loadAfter)}\n`);
  console.log(table);
  if (isDocWritten) {
    writePerformanceSection({
      name: 'order-lists',
      section,
      heading: 'Order lists',
      intro: '`npm run bench:order-lists`: see scripts/bench-order-lists.mjs.',
      insertBefore: '<!-- bench:files:start',
    });
    console.log('\nwritten to docs/performance.md');
  }
  if (missed.length > 0) {
    console.log(`\nMISSED on PostgreSQL: ${missed.map((result) => `${result.list} · ${result.label}`).join('; ')}`);
    process.exitCode = 1;
  }
}
