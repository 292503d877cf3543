// `npm run bench:rebate-lists`: the rebate ledger and the totals by party and period (GET /api/erp/rebates/{sales,
// purchase}/{entries,totals}) over 100 000 rows of each kind. Builds the app in this process as
// scripts/bench-order-lists.mjs does (tsx, logging off, a temporary DATA_DIR), on an in-memory PGlite and then, when
// DATABASE_URL is set, on a fresh PostgreSQL database created beside it and dropped afterwards. It seeds in bulk
// INSERT … SELECT generate_series statements (not timed) 2 000 customers, 200 suppliers, two rules of each kind and
// 100 000 ledger rows of each kind over 50 months (sales) and 24 (purchase) (rule rows, manual rows and reversals), then asks each list a few
// filter/page combinations through app.inject, one request at a time, as the senior executive (role 16), and reports
// p50/p95/p99/max. Goal as the order lists': p95 < 100 ms on PostgreSQL. Prints a table and rewrites the part between
// the bench:rebate-lists markers of docs/performance.md (`--no-doc` leaves it; `--quick` measures fewer requests).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { openBenchApp } from './bench/open-bench-app.mjs';
import {
  benchEachDatabase,
  describeMachine,
  describeRun,
  formatLoads,
  writePerformanceSection,
} from './bench/report.mjs';

register();
const _root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { sql } = await import('drizzle-orm');

const isQuick = process.argv.includes('--quick');
const isDocWritten = !process.argv.includes('--no-doc');
const rowsPerKind = 100_000;
const customerCount = 2_000;
const supplierCount = 200;
const warmUpRequests = isQuick ? 5 : 20;
const measuredRequests = isQuick ? 30 : 100;
const goalP95Ms = 100;
const startedAt = Date.now();
const loadBefore = os.loadavg();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'boardforge-bench-rebate-lists-'));
const adminUrl = process.env.DATABASE_URL;

// What is measured: the list and its query.
const cases = [
  { list: 'sales ledger', label: 'all, page 1 of 20', url: '/api/erp/rebates/sales/entries?pageNum=1&pageSize=20' },
  { list: 'sales ledger', label: 'all, page 100 of 50', url: '/api/erp/rebates/sales/entries?pageNum=100&pageSize=50' },
  { list: 'sales ledger', label: 'one month', url: '/api/erp/rebates/sales/entries?period=2025-03' },
  { list: 'sales ledger', label: 'keyword: a phone', url: '/api/erp/rebates/sales/entries?keyword=17200001234' },
  { list: 'sales totals', label: 'all, page 1 of 20', url: '/api/erp/rebates/sales/totals?pageNum=1&pageSize=20' },
  { list: 'sales totals', label: 'one month', url: '/api/erp/rebates/sales/totals?period=2025-03&pageSize=50' },
  { list: 'purchase ledger', label: 'all, page 1 of 20', url: '/api/erp/rebates/purchase/entries' },
  {
    list: 'purchase totals',
    label: 'keyword: a supplier',
    url: '/api/erp/rebates/purchase/totals?keyword=Bench%20supplier%2017',
  },
];

const runs = await benchEachDatabase({ adminUrl, prefix: 'boardforge_bench_rebates', workDir, benchDatabase });
const loadAfter = os.loadavg();
report(runs);

/** Builds the app on one database, seeds the rebates and measures every case. */
async function benchDatabase(label, target, kind) {
  console.log(`\n== ${label} ==`);
  const bench = await openBenchApp(target, { workDir, kind, seed: seedRebates });
  try {
    const { app, seeded, seedMs } = bench;
    console.log(`${seeded.entries} rebate rows seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const cookie = await bench.cookieOfRole('16');
    const results = [];
    for (const entry of cases) {
      const result = await measureCase(app, cookie, entry);
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

/** Seeds customers, suppliers, rules and the ledgers in bulk; attributes from hashes of n, the same every run. */
async function seedRebates(db) {
  await db.execute(sql`
    insert into users (phone, password_hash, nickname, kind)
    select '172' || lpad(n::text, 8, '0'), 'bench-no-password', 'Bench customer ' || n, 'client'
    from generate_series(1, ${customerCount}::integer) as n`);
  await db.execute(sql`
    insert into suppliers (name, payment_terms, currency, rating)
    select 'Bench supplier ' || n, 'net30', 'CNY', 1 + n % 5 from generate_series(1, ${supplierCount}::integer) as n`);
  await db.execute(sql`
    insert into rebate_rules (kind, name, period_kind, threshold_fen, rate_basis_points)
    values ('sales', 'Bench monthly', 'month', 1000000, 200), ('sales', 'Bench quarterly', 'quarter', 5000000, 100),
      ('purchase', 'Bench monthly', 'month', 1000000, 150), ('purchase', 'Bench quarterly', 'quarter', 5000000, 50)`);
  // Month m of 50 from 2022-01; a rule row per (rule, party, period) at most: n walks parties fastest.
  await db.execute(sql`
    with customers as (select array_agg(id order by phone) as ids from users where phone like '172%'),
    rule as (select id from rebate_rules where kind = 'sales' and period_kind = 'month')
    insert into rebate_entries (kind, customer_id, period, source, rule_id, volume_fen, rate_basis_points, amount_fen,
      reason, created_at)
    select 'sales', customers.ids[1 + n % ${customerCount}],
      to_char(date '2022-01-01' + ((n / ${customerCount}) % 50) * interval '1 month', 'YYYY-MM'),
      case when n % 10 = 0 then 'manual' else 'rule' end,
      case when n % 10 = 0 then null else rule.id end,
      case when n % 10 = 0 then null else 1000000 + n % 9000000 end,
      case when n % 10 = 0 then null else 200 end,
      case when n % 10 = 0 then 10000 + n % 50000 else (1000000 + n % 9000000) * 2 / 100 end,
      case when n % 10 = 0 then 'Bench manual row' else '' end,
      timestamptz '2022-01-05 00:00+08' + ((n / ${customerCount}) % 50) * interval '1 month' + (n % 86400) * interval '1 second'
    from generate_series(1, ${rowsPerKind}::integer) as n cross join customers cross join rule`);
  await db.execute(sql`
    with vendors as (select array_agg(id order by name) as ids from suppliers where name like 'Bench supplier %')
    insert into rebate_entries (kind, supplier_id, period, source, amount_fen, reason, created_at)
    select 'purchase', vendors.ids[1 + n % ${supplierCount}],
      to_char(date '2025-01-01' + (n % 24) * interval '1 month', 'YYYY-MM'), 'manual', 10000 + n % 90000,
      'Bench manual row', timestamptz '2025-01-05 00:00+08' + (n % 24) * interval '1 month'
    from generate_series(1, ${rowsPerKind}::integer) as n cross join vendors`);
  const counted = await db.execute(sql`select count(*)::int as entries from rebate_entries`);
  return counted.rows[0];
}

/** Asks one case `warmUpRequests` times unmeasured, then `measuredRequests` times, one request at a time. */
async function measureCase(app, cookie, entry) {
  const times = [];
  let answer;
  for (let index = 0; index < warmUpRequests + measuredRequests; index += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: entry.url, headers: { cookie } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${entry.label}: ${response.statusCode} ${response.body}`);
    if (index >= warmUpRequests) times.push(elapsed);
    answer = response.json().data;
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: times.at(-1),
    rows: answer.rows.length,
    total: answer.total,
  };
}

function report(results) {
  const rows = results.flatMap((run) =>
    run.results.map((result) => [
      run.label,
      result.list,
      result.label,
      `${result.rows} of ${result.total}`,
      [result.p50, result.p95, result.p99, result.max].map((value) => value.toFixed(1)).join(' / '),
      run.kind === 'postgres'
        ? result.p95 < goalP95Ms
          ? 'met'
          : 'MISSED'
        : result.p95 < goalP95Ms
          ? '(met)'
          : '(over)',
    ]),
  );
  const table = [
    '| database | list | case | rows of total | ms p50 / p95 / p99 / max | p95 < 100 ms |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const command = `npm run bench:rebate-lists${isQuick ? ' -- --quick' : ''}${adminUrl ? ' (with DATABASE_URL)' : ''}`;
  const section = [
    '<!-- bench:rebate-lists:start (written by scripts/bench-rebate-lists.mjs; edit outside these markers) -->',
    describeRun({ command, loadBefore, loadAfter, startedAt }),
    '',
    table,
    '',
    `Each case: ${warmUpRequests} requests unmeasured, then ${measuredRequests} measured one at a time through ` +
      `app.inject. ${results.map((run) => `${run.label}: ${run.seeded.entries} rows seeded in ${(run.seedMs / 1000).toFixed(1)} s.`).join(' ')}`,
    ...(adminUrl ? [] : ['', 'PostgreSQL was not measured (DATABASE_URL unset).']),
    '<!-- bench:rebate-lists:end -->',
  ].join('\n');
  console.log(`\n${describeMachine()}; load average ${formatLoads(loadBefore)} → ${formatLoads(loadAfter)}\n`);
  console.log(table);
  if (isDocWritten) {
    writePerformanceSection({
      name: 'rebate-lists',
      section,
      heading: 'Rebate lists',
      intro: '`npm run bench:rebate-lists`: see scripts/bench-rebate-lists.mjs.',
      insertBefore: '<!-- bench:files:start',
    });
    console.log('\nwritten to docs/performance.md');
  }
  const missed = results
    .filter((run) => run.kind === 'postgres')
    .flatMap((run) => run.results.filter((result) => result.p95 >= goalP95Ms));
  if (missed.length > 0) {
    console.log(`\nMISSED on PostgreSQL: ${missed.map((result) => `${result.list} · ${result.label}`).join('; ')}`);
    process.exitCode = 1;
  }
}
