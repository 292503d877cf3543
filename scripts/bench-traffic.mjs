// `npm run bench:traffic`: the traffic statistics (POST /api/erp/traffic/statistics) over 100 000 raw visit logs (the
// last 29 days) and a year of daily rows (days 31–366 before today). Builds the app in this process (tsx, logging
// off, a temporary DATA_DIR), first on an in-memory PGlite and then, when DATABASE_URL is set, on a fresh PostgreSQL
// database created beside it and dropped afterwards. Seeds in bulk SQL (not timed); asks the last 30 days once before
// the nightly roll-up has summarised the raw days (no goal: a site whose job never ran), times the roll-up, then asks
// each window as the site reads it after the roll-up, as the senior executive through app.inject, one request at a
// time (a warm-up, then the measured requests). Goal: every window after the roll-up p95 < 300 ms on PostgreSQL. Prints a table and rewrites the part between the bench:traffic markers of
// docs/performance.md (`--no-doc` leaves it; `--quick` measures fewer requests).
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

register();
const _root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { sql } = await import('drizzle-orm');
const { createTrafficService } = await import('../apps/server/src/modules/visit-logs/traffic.service.ts');
const { toReportDay } = await import('../packages/domain/src/performance/report-window.ts');

const isQuick = process.argv.includes('--quick');
const isDocWritten = !process.argv.includes('--no-doc');
const rawRowCount = 100_000;
const warmUpRequests = isQuick ? 2 : 5;
const measuredRequests = isQuick ? 10 : 50;
const goalP95Ms = 300;
const startedAt = Date.now();
const loadBefore = os.loadavg();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'boardforge-bench-traffic-'));
const adminUrl = process.env.DATABASE_URL;

const msPerDay = 86_400_000;
const today = toReportDay(new Date());
const dayBefore = (days) => new Date(Date.parse(`${today}T00:00:00Z`) - days * msPerDay).toISOString().slice(0, 10);
const cases = [
  { label: 'last 7 days', from: dayBefore(6), to: today },
  { label: 'last 30 days', from: dayBefore(29), to: today },
  { label: 'last 366 days', from: dayBefore(365), to: today },
  { label: 'an old quarter', from: dayBefore(200), to: dayBefore(110) },
];

const runs = await benchEachDatabase({ adminUrl, prefix: 'boardforge_bench_traffic', workDir, benchDatabase });
const loadAfter = os.loadavg();
report(runs);

async function benchDatabase(label, target, kind) {
  console.log(`\n== ${label} ==`);
  const bench = await openBenchApp(target, { workDir, kind, seed: seedTraffic });
  try {
    const { app, db, seeded, seedMs } = bench;
    console.log(`seeded ${JSON.stringify(seeded)} in ${(seedMs / 1000).toFixed(1)} s`);
    const cookie = await bench.cookieOfRole('16');
    const results = [];
    const measureCase = async (entry) => {
      const request = {
        method: 'POST',
        url: '/api/erp/traffic/statistics',
        headers: { cookie },
        payload: { from: entry.from, to: entry.to },
      };
      const { data, ...timing } = await measureRequests(app, request, {
        warmUps: warmUpRequests,
        measured: measuredRequests,
      });
      const shape = `${data.views} views, ${data.days.length} days`;
      console.log(`${entry.label}: p95 ${timing.p95.toFixed(1)} ms (${shape})`);
      results.push({ ...entry, ...timing, shape });
    };
    // Before the nightly roll-up has summarised the 29 raw days (a site whose job never ran): raw rows only.
    await measureCase({ ...cases[1], label: 'last 30 days, none summarised yet (raw rows)', isGoalExempt: true });
    // The nightly job's first run: 29 complete days summarised (nothing is old enough to delete).
    const traffic = createTrafficService({ db, now: () => new Date() });
    const rollUpStarted = performance.now();
    const rolledUp = await traffic.rollUpOldVisitLogs();
    const rollUpMs = performance.now() - rollUpStarted;
    console.log(`roll-up ${JSON.stringify(rolledUp)}: ${rollUpMs.toFixed(0)} ms`);
    for (const entry of cases) await measureCase(entry);
    return { label, kind, seeded, seedMs, results, rollUp: { ...rolledUp, ms: rollUpMs } };
  } finally {
    await bench.close();
  }
}

/** 100 000 raw rows over the last 29 days (5 000 visitors, 200 pages, 20 referrers) and daily rows for days 31–366. */
async function seedTraffic(db) {
  await db.execute(sql`
    insert into visit_logs (event, page, ip, user_agent, visitor_key, visit_key, referrer_host, language, device,
      created_at)
    select case when i % 25 = 0 then 'quote' else 'pageView' end,
      '/page-' || (i % 200) || case when i % 3 = 0 then '?q=' || i else '' end,
      '198.51.100.' || (i % 250), 'bench', 'v:' || (i % 5000), 'v:' || (i % 5000) || '-' || (i / 20000),
      case when i % 10 = 0 then 'site' || (i % 20) || '.example.com' else '' end,
      case when i % 4 = 0 then 'en' else 'zh-CN' end, case when i % 3 = 0 then 'phone' else 'desktop' end,
      now() - ((i::bigint * 2503) % (29 * 86400)) * interval '1 second'
    from generate_series(1, ${rawRowCount}) as i`);
  await db.execute(sql`
    insert into visit_daily_stats (day, dimension, value, views, visitors)
    select d::date, dimension, value, views, visitors
    from generate_series(current_date - 366, current_date - 31, interval '1 day') as d
    cross join lateral (
      select 'total' as dimension, '' as value, 3000 as views, 800 as visitors
      union all select 'page', '/page-' || p, 30 + p, 10 + p from generate_series(1, 50) as p
      union all select 'entryPage', '/page-' || p, 10 + p, 5 + p from generate_series(1, 50) as p
      union all select 'referrer', 'site' || p || '.example.com', 5 + p, 3 + p from generate_series(1, 10) as p
      union all select 'language', language, 1500, 400 from (values ('zh-CN'), ('en')) as l(language)
      union all select 'device', device, 1500, 400 from (values ('phone'), ('desktop')) as v(device)
      union all select 'quote', '', 120, 90
    ) as rows`);
  const counted = await db.execute(sql`select (select count(*) from visit_logs) as raw,
    (select count(*) from visit_daily_stats) as daily`);
  const [row] = counted.rows;
  return { rawRows: Number(row.raw), dailyRows: Number(row.daily) };
}

// ---- report -------------------------------------------------------------------------------------------------------
function report(results) {
  const rows = [];
  for (const run of results) {
    for (const result of run.results) {
      const isGoalMet = result.p95 < goalP95Ms;
      const verdict = run.kind === 'postgres' ? (isGoalMet ? 'met' : 'MISSED') : isGoalMet ? '(met)' : '(over)';
      rows.push([
        run.label,
        result.label,
        result.shape,
        [result.p50, result.p95, result.p99, result.max].map((value) => value.toFixed(1)).join(' / '),
        result.isGoalExempt ? 'none (before the roll-up)' : verdict,
      ]);
    }
    rows.push([
      run.label,
      'nightly roll-up (one transaction)',
      `${run.rollUp.summarizedRows} daily rows written, ${run.rollUp.deletedRows} raw deleted`,
      run.rollUp.ms.toFixed(0),
      '',
    ]);
  }
  const table = [
    '| database | window | answer | ms p50 / p95 / p99 / max | goal (p95 < 300 ms) |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const command = `npm run bench:traffic${isQuick ? ' -- --quick' : ''}${adminUrl ? ' (with DATABASE_URL)' : ''}`;
  const seeding = results
    .map((run) => `${run.label}: ${JSON.stringify(run.seeded)} seeded in ${(run.seedMs / 1000).toFixed(1)} s.`)
    .join(' ');
  const missed = results
    .filter((run) => run.kind === 'postgres')
    .flatMap((run) =>
      run.results.filter((result) => !result.isGoalExempt && result.p95 >= goalP95Ms).map((result) => result.label),
    );
  const section = [
    '<!-- bench:traffic:start (written by scripts/bench-traffic.mjs; edit outside these markers) -->',
    describeRun({ command, loadBefore, loadAfter, startedAt }),
    '',
    table,
    '',
    `Each window: ${warmUpRequests} requests unmeasured, then ${measuredRequests} measured one at a time through ` +
      `app.inject (server and database, no HTTP socket). ${seeding}`,
    ...(adminUrl ? [] : ['', 'PostgreSQL was not measured (DATABASE_URL unset).']),
    '<!-- bench:traffic:end -->',
  ].join('\n');
  console.log(`\n${describeMachine()}; load average ${formatLoads(loadBefore)} → ${formatLoads(loadAfter)}\n`);
  console.log(table);
  if (isDocWritten) {
    writePerformanceSection({
      name: 'traffic',
      section,
      heading: 'Traffic statistics (issue 14)',
      intro: '`npm run bench:traffic`: see scripts/bench-traffic.mjs.',
    });
    console.log('\nwritten to docs/performance.md');
  }
  if (missed.length > 0) {
    console.log(`\nMISSED on PostgreSQL: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}
