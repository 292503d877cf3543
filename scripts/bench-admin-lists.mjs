// `npm run bench:admin-lists`: the administration lists of issue 14 over 100 000 rows each — content records
// (GET /api/erp/content/list), points-mall items and redemptions, roles (with their staff counts and tags) and menus —
// and issue 16's design queue over 100 000 layout design jobs (GET /api/erp/design/queue, by status, engineer, overdue,
// job number) with the engineers' workload.
// Builds the app in this process (scripts/bench/open-bench-app.mjs), first on an in-memory PGlite and then, when
// DATABASE_URL is set, on a fresh PostgreSQL database created beside it and dropped afterwards. Seeds in bulk SQL (not
// timed): 100 000 content records (copies of the seeded ones, nine in ten of them news), 100 000 mall items, 100 000
// redemptions by 2 000 customers, and for the roles list 100 000 staff members over 500 more roles, each role holding
// one in fifty of the menu entries (about 40 tags, as a real role). The roles and menus lists answer every row at once
// (they are not paged: a site has tens of roles and a few hundred menu entries), so the menus list is measured with
// 2 000 extra entries, not 100 000. Each case is asked as the administrator through app.inject, one request at a time
// (a warm-up, then the measured requests). Goal: every list p95 < 100 ms on PostgreSQL — but a keyword search
// (ILIKE '%…%' over both names, or over the customers' phones and names) reads every row: a trigram index would serve
// it on PostgreSQL, and PGlite, which shares the migrations, lacks pg_trgm (as for the audit log's name search); those
// cases are measured and shown without a goal. Prints a table and rewrites the part between the bench:admin-lists
// markers of docs/performance.md (`--no-doc` leaves it; `--quick` measures fewer requests).
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

const isQuick = process.argv.includes('--quick');
const isDocWritten = !process.argv.includes('--no-doc');
const rowCount = 100_000;
const customerCount = 2_000;
const extraRoleCount = 500;
const extraMenuCount = 2_000;
const warmUpRequests = isQuick ? 3 : 10;
const measuredRequests = isQuick ? 20 : 100;
const goalP95Ms = 100;
const startedAt = Date.now();
const loadBefore = os.loadavg();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'boardforge-bench-admin-lists-'));
const adminUrl = process.env.DATABASE_URL;

const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const cases = [
  { list: 'content', label: 'news, page 1', url: '/api/erp/content/list?kind=news&pageNum=1&pageSize=20' },
  {
    list: 'content',
    label: 'news published, page 1',
    url: '/api/erp/content/list?kind=news&status=published&pageSize=20',
  },
  { list: 'content', label: 'news, page 500', url: '/api/erp/content/list?kind=news&pageNum=500&pageSize=20' },
  {
    list: 'content',
    label: 'news, keyword',
    isGoalExempt: true,
    url: `/api/erp/content/list?kind=news&keyword=${encodeURIComponent('News 4711')}&pageSize=20`,
  },
  { list: 'content', label: 'contact branches', url: '/api/erp/content/list?kind=contactBranch&pageSize=20' },
  { list: 'mall items', label: 'page 1', url: '/api/erp/pointsMall/items/list?pageNum=1&pageSize=20' },
  { list: 'mall items', label: 'active, page 1', url: '/api/erp/pointsMall/items/list?state=active&pageSize=20' },
  { list: 'mall items', label: 'page 500', url: '/api/erp/pointsMall/items/list?pageNum=500&pageSize=20' },
  {
    list: 'mall items',
    label: 'keyword',
    isGoalExempt: true,
    url: `/api/erp/pointsMall/items/list?keyword=${encodeURIComponent('Bench item 4711')}&pageSize=20`,
  },
  { list: 'redemptions', label: 'page 1', url: '/api/erp/pointsMall/redemptions/list?pageNum=1&pageSize=20' },
  { list: 'redemptions', label: 'pending', url: '/api/erp/pointsMall/redemptions/list?status=pending&pageSize=20' },
  { list: 'redemptions', label: 'page 500', url: '/api/erp/pointsMall/redemptions/list?pageNum=500&pageSize=20' },
  {
    list: 'redemptions',
    label: 'customer phone',
    isGoalExempt: true,
    url: '/api/erp/pointsMall/redemptions/list?customer=17200001234&pageSize=20',
  },
  { list: 'redemptions', label: 'one item', url: null, oneItem: true },
  {
    list: 'redemptions',
    label: 'last 30 days',
    url: `/api/erp/pointsMall/redemptions/list?from=${day(29)}&to=${day(0)}&pageSize=20`,
  },
  { list: 'design queue', label: 'page 1', url: '/api/erp/design/queue?pageNum=1&pageSize=20' },
  { list: 'design queue', label: 'designing', url: '/api/erp/design/queue?status=designing&pageSize=20' },
  { list: 'design queue', label: 'overdue', url: '/api/erp/design/queue?isOverdue=true&pageSize=20' },
  { list: 'design queue', label: 'page 500', url: '/api/erp/design/queue?pageNum=500&pageSize=20' },
  { list: 'design queue', label: 'one engineer', url: null, oneEngineer: true },
  {
    list: 'design queue',
    label: 'job number',
    isGoalExempt: true,
    url: '/api/erp/design/queue?keyword=DJ20261128-004711&pageSize=20',
  },
  { list: 'design workload', label: 'every engineer', url: '/api/erp/design/workload' },
  { list: 'roles', label: 'every role', url: '/api/erp/roles/list' },
  { list: 'menus', label: 'every entry', url: '/api/erp/menus/list' },
];

const runs = await benchEachDatabase({ adminUrl, prefix: 'boardforge_bench_admin_lists', workDir, benchDatabase });
const loadAfter = os.loadavg();
report(runs);

async function benchDatabase(label, target, kind) {
  console.log(`\n== ${label} ==`);
  const bench = await openBenchApp(target, { workDir, kind, seed: seedAdminLists });
  try {
    const { app, db, seeded, seedMs } = bench;
    console.log(`seeded ${JSON.stringify(seeded)} in ${(seedMs / 1000).toFixed(1)} s`);
    const cookie = await bench.cookieOfRole('1');
    const results = [];
    for (const entry of cases) {
      const url = entry.oneItem ? await oneItemUrl(db) : entry.oneEngineer ? await oneEngineerUrl(db) : entry.url;
      const { data, ...timing } = await measureRequests(
        app,
        { method: 'GET', url, headers: { cookie } },
        { warmUps: warmUpRequests, measured: measuredRequests },
      );
      const shape = Array.isArray(data) ? `${data.length} rows` : `${data.rows.length} of ${data.total}`;
      console.log(`${entry.list} · ${entry.label}: p95 ${timing.p95.toFixed(1)} ms (${shape})`);
      results.push({ ...entry, ...timing, shape });
    }
    return { label, kind, seeded, seedMs, results };
  } finally {
    await bench.close();
  }
}

/** The redemptions of the item redeemed most (about 100 of them). */
async function oneItemUrl(db) {
  const found = await db.execute(sql`select item_id from points_mall_redemptions group by item_id
    order by count(*) desc, item_id limit 1`);
  return `/api/erp/pointsMall/redemptions/list?itemId=${found.rows[0].item_id}&pageSize=20`;
}

/** The design queue of the demo design engineer (role 17), who holds a share of the jobs in progress. */
async function oneEngineerUrl(db) {
  const found = await db.execute(sql`select id from users where role_id = '17' order by phone limit 1`);
  return `/api/erp/design/queue?engineerUserId=${found.rows[0].id}&pageSize=20`;
}

/** The lists' rows, in bulk; attributes come from the row number n, so every run seeds the same spread. */
async function seedAdminLists(db) {
  // Copies of the seeded records (their texts and data are valid for their kind): nine in ten are news.
  await db.execute(sql`
    with seeds as (
      select *, row_number() over (partition by kind = 'news' order by id) as k,
        count(*) over (partition by kind = 'news') as c
      from content_entries
    )
    insert into content_entries (kind, status, sort, heading_zh, heading_en, text_zh, text_en, data, published_at,
      created_at, updated_at)
    select seeds.kind, case when n % 3 = 0 then 'draft' else 'published' end, n % 50,
      seeds.heading_zh || ' ' || n, 'News ' || n, seeds.text_zh, seeds.text_en, seeds.data,
      case when n % 3 = 0 then null else now() - (n % 1000) * interval '1 hour' end,
      now() - (n % 5000) * interval '1 hour', now()
    from generate_series(1, ${rowCount}::integer) as n
    join seeds on (seeds.kind = 'news') = (n % 10 <> 0) and seeds.k = 1 + n % seeds.c`);
  await db.execute(sql`
    insert into points_mall_items (slug, image_url, name, name_en, points_price, stock, is_active, sort,
      limit_per_customer)
    select 'bench-' || n, '/uploads/bench.png', '积分商品 ' || n, 'Bench item ' || n, 100 + n % 5000, n % 200,
      n % 7 <> 0, n % 100, case when n % 5 = 0 then null else 1 + n % 5 end
    from generate_series(1, ${rowCount}::integer) as n`);
  await db.execute(sql`
    insert into users (phone, password_hash, nickname, kind)
    select '172' || lpad(n::text, 8, '0'), 'bench-no-password', 'Mall customer ' || n, 'client'
    from generate_series(1, ${customerCount}::integer) as n`);
  // Statuses: half delivered, a fifth shipped, a fifth pending, a tenth cancelled; over the last year.
  await db.execute(sql`
    with customers as (select array_agg(id order by phone) as ids from users where phone like '172%'),
      items as (select array_agg(id order by id) as ids from points_mall_items where slug like 'bench-%'),
      numbered as (
        select n, (n::bigint * 2654435761 % 10)::integer as bucket,
          now() - ((n::bigint * 7919 % 525600) * interval '1 minute') as created
        from generate_series(1, ${rowCount}::integer) as n
      )
    insert into points_mall_redemptions (user_id, item_id, quantity, points_spent, status, delivery_address, carrier,
      tracking_number, shipped_at, delivered_at, cancelled_at, created_at, updated_at)
    select customers.ids[1 + n % ${customerCount}::integer], items.ids[1 + (n::bigint * 48271 % 1000)::integer],
      1 + n % 2, 500 + n % 3000,
      case when bucket < 5 then 'delivered' when bucket < 7 then 'shipped' when bucket < 9 then 'pending'
        else 'cancelled' end,
      jsonb_build_object('fullName', 'Customer ' || n, 'mobile', '13800000000', 'country', 'CN',
        'province', 'Guangdong', 'city', 'Shenzhen', 'district', 'Nanshan', 'detail', 'Road ' || n),
      case when bucket < 7 then 'SF' end, case when bucket < 7 then 'SF' || n end,
      case when bucket < 7 then created + interval '1 day' end, case when bucket < 5 then created + interval '3 days' end,
      case when bucket >= 9 then created + interval '1 hour' end, created, created
    from numbered, customers, items`);
  await db.execute(sql`
    insert into roles (id, name, name_en)
    select (1000 + n)::text, '测试角色 ' || n, 'Bench role ' || n from generate_series(1, ${extraRoleCount}::integer) as n`);
  await db.execute(sql`
    insert into menus (parent_id, menuname, menuenname, isvisible, sort)
    select (select id from menus where isvisible order by id limit 1), '测试权限 ' || n, 'bench:tag' || n, false, n
    from generate_series(1, ${extraMenuCount}::integer) as n`);
  await db.execute(sql`
    insert into role_menus (role_id, menu_id)
    select roles.id, menus.id from roles cross join menus where roles.id::integer > 1000 and menus.id % 50 = 0`);
  await db.execute(sql`
    insert into users (phone, password_hash, nickname, kind, role_id)
    select '173' || lpad(n::text, 8, '0'), 'bench-no-password', 'Bench staff ' || n, 'staff',
      (1001 + n % ${extraRoleCount}::integer)::text
    from generate_series(1, ${rowCount}::integer) as n`);
  // 100 000 layout design jobs by the mall customers over the last year, in every status; those past payment are the
  // demo design engineer's, due around today (some overdue).
  await db.execute(sql`
    with customers as (select array_agg(id order by phone) as ids from users where phone like '172%'),
      engineer as (select id from users where role_id = '17' order by phone limit 1),
      numbered as (
        select n, (array['published', 'reviewing', 'quoted', 'paid', 'designing', 'roundDelivered', 'changesRequested',
          'roundApproved', 'finalUploaded', 'downloaded', 'feedbackGiven', 'cancelled'])[1 + n % 12] as status,
          now() - ((n::bigint * 7919 % 525600) * interval '1 minute') as published
        from generate_series(1, ${rowCount}::integer) as n
      )
    insert into design_jobs (job_no, owner_user_id, status, pins, layers, bga_pins, board_length_mm, board_width_mm,
      description, quoted_price_fen, cycle_min_days, cycle_max_days, paid_fen, engineer_user_id, entered_status_at,
      published_at, paid_at, due_date)
    select 'DJ20261128-' || lpad(n::text, 6, '0'), customers.ids[1 + n % ${customerCount}::integer], status,
      50 + n % 3000, 2 + 2 * (n % 8), n % 500, 100, 80, 'Bench design job ' || n,
      case when status not in ('published', 'reviewing') then 20000 + n % 100000 end,
      case when status not in ('published', 'reviewing') then 3 end,
      case when status not in ('published', 'reviewing') then 7 end,
      case when status in ('published', 'reviewing', 'quoted', 'cancelled') then 0 else 20000 + n % 100000 end,
      case when status not in ('published', 'reviewing', 'quoted', 'paid', 'cancelled') then engineer.id end,
      published, published,
      case when status not in ('published', 'reviewing', 'quoted', 'cancelled') then published + interval '1 day' end,
      case when status not in ('published', 'reviewing', 'quoted', 'cancelled')
        then (now() - (n % 60 - 20) * interval '1 day')::date end
    from numbered, customers, engineer`);
  const counted = await db.execute(sql`select
    (select count(*) from content_entries) as content, (select count(*) from points_mall_items) as items,
    (select count(*) from points_mall_redemptions) as redemptions, (select count(*) from users) as users,
    (select count(*) from roles) as roles, (select count(*) from menus) as menus,
    (select count(*) from role_menus) as "roleMenus", (select count(*) from design_jobs) as "designJobs"`);
  return Object.fromEntries(Object.entries(counted.rows[0]).map(([key, value]) => [key, Number(value)]));
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
        `${result.list} · ${result.label}`,
        result.shape,
        [result.p50, result.p95, result.p99, result.max].map((value) => value.toFixed(1)).join(' / '),
        result.isGoalExempt ? 'none (substring search)' : verdict,
      ]);
    }
  }
  const table = [
    `| database | list · case | answer | ms p50 / p95 / p99 / max | goal (p95 < ${goalP95Ms} ms) |`,
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const command = `npm run bench:admin-lists${isQuick ? ' -- --quick' : ''}${adminUrl ? ' (with DATABASE_URL)' : ''}`;
  const seeding = results
    .map((run) => `${run.label}: ${JSON.stringify(run.seeded)} seeded in ${(run.seedMs / 1000).toFixed(1)} s.`)
    .join(' ');
  const missed = results
    .filter((run) => run.kind === 'postgres')
    .flatMap((run) =>
      run.results
        .filter((result) => !result.isGoalExempt && result.p95 >= goalP95Ms)
        .map((result) => `${result.list} · ${result.label}`),
    );
  const section = [
    '<!-- bench:admin-lists:start (written by scripts/bench-admin-lists.mjs; edit outside these markers) -->',
    describeRun({ command, loadBefore, loadAfter, startedAt }),
    '',
    table,
    '',
    `Each case: ${warmUpRequests} requests unmeasured, then ${measuredRequests} measured one at a time through ` +
      `app.inject (server and database, no HTTP socket), as the administrator. ${seeding}`,
    ...(adminUrl ? [] : ['', 'PostgreSQL was not measured (DATABASE_URL unset).']),
    '<!-- bench:admin-lists:end -->',
  ].join('\n');
  console.log(`\n${describeMachine()}; load average ${formatLoads(loadBefore)} → ${formatLoads(loadAfter)}\n`);
  console.log(table);
  if (isDocWritten) {
    writePerformanceSection({
      name: 'admin-lists',
      section,
      heading: 'Administration lists at 100 000 rows (issue 14)',
      intro:
        '`npm run bench:admin-lists`: see scripts/bench-admin-lists.mjs (content, points-mall items and ' +
        'redemptions, roles and menus, and the design queue of issue 16).',
    });
    console.log('\nwritten to docs/performance.md');
  }
  if (missed.length > 0) {
    console.log(`\nMISSED on PostgreSQL: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}
