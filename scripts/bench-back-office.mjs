// `npm run bench:back-office`: the back-office lists of issue 13 and BOM matching, over a large shop. Builds the app in
// this process (tsx, logging off, a temporary DATA_DIR), first on an in-memory PGlite and then, when DATABASE_URL is
// set, on a fresh PostgreSQL database created beside it and dropped afterwards. On each it seeds in bulk SQL (not
// timed): 100 000 orders with their payments (scripts/bench/seed-orders.mjs), 20 000 parts with three price breaks
// and an alias each, 200 suppliers with 40 000 offers, and 1 000 000 stock movements; the lists of purchase orders,
// purchase returns and rebates are measured as they are (empty or nearly: their own benches, bench:stock-lists and
// bench:rebate-lists, fill them). Then it asks each list a few
// filter/page combinations through app.inject, one request at a time (a warm-up, then the measured requests), as the
// staff roles that use them, and matches a 2 000-line BOM against the catalogue. Goals (issue 13): every list p95
// < 150 ms on PostgreSQL; a 2 000-line BOM matched < 1 s. Prints a table and rewrites the part between the
// bench:back-office markers of docs/performance.md (`--no-doc` leaves it; `--quick` measures fewer requests).
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
const { sql } = await import('drizzle-orm');

const isQuick = process.argv.includes('--quick');
const isDocWritten = !process.argv.includes('--no-doc');
const orderCount = 100_000;
const customerCount = 2_000;
const partCount = 20_000;
const supplierCount = 200;
const movementCount = 1_000_000;
const bomLineCount = 2_000;
const warmUpRequests = isQuick ? 3 : 10;
const measuredRequests = isQuick ? 20 : 100;
const bomRuns = isQuick ? 3 : 10;
const goalP95Ms = 150;
const goalBomMs = 1000;
const startedAt = Date.now();
const loadBefore = os.loadavg();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'boardforge-bench-back-office-'));
const adminUrl = process.env.DATABASE_URL;

// What is measured: the list, who asks (a staff role), the method and URL, and for a POST its body.
const cases = [
  { list: 'parts', role: '12', label: 'page 1 of 20', url: '/api/erp/parts/list?pageNum=1&pageSize=20' },
  { list: 'parts', role: '12', label: 'page 500 of 20', url: '/api/erp/parts/list?pageNum=500&pageSize=20' },
  { list: 'parts', role: '12', label: 'MPN prefix', url: '/api/erp/parts/list?mpn=BP-01&pageSize=50' },
  {
    list: 'parts',
    role: '14',
    label: 'value and package',
    url: '/api/erp/parts/list?value=10k&package=0402&pageSize=50',
  },
  { list: 'parts', role: '12', label: 'category', url: '/api/erp/parts/list?category=capacitor&pageSize=50' },
  { list: 'part detail', role: '12', label: 'with offers, priced', url: null },
  { list: 'suppliers', role: '12', label: 'page 1', url: '/api/erp/suppliers/list?pageNum=1&pageSize=20' },
  { list: 'suppliers', role: '12', label: 'keyword', url: '/api/erp/suppliers/list?keyword=Supplier%2012' },
  { list: 'stock levels', role: '12', label: 'page 1', url: '/api/erp/stock/levels?pageNum=1&pageSize=20' },
  { list: 'stock levels', role: '12', label: 'low only', url: '/api/erp/stock/levels?lowOnly=true&pageSize=50' },
  { list: 'stock movements', role: '12', label: 'page 1', url: '/api/erp/stock/movements?pageNum=1&pageSize=20' },
  {
    list: 'stock movements',
    role: '12',
    label: 'page 500 of 50',
    url: '/api/erp/stock/movements?pageNum=500&pageSize=50',
  },
  { list: 'stock movements', role: '12', label: 'one part', url: null, partMovements: true },
  { list: 'customers', role: '15', label: 'page 1', url: '/api/erp/customers/list?pageNum=1&pageSize=20' },
  { list: 'customers', role: '15', label: 'keyword', url: '/api/erp/customers/list?keyword=17100001&pageSize=20' },
  { list: 'purchase orders', role: '12', label: 'page 1', url: '/api/erp/purchaseOrders/list?pageNum=1&pageSize=20' },
  {
    list: 'purchase returns',
    role: '12',
    label: 'page 1',
    url: '/api/erp/purchase-returns/list?pageNum=1&pageSize=20',
  },
  {
    list: 'sales rebates',
    role: '15',
    label: 'totals, page 1',
    url: '/api/erp/rebates/sales/totals?pageNum=1&pageSize=20',
  },
  {
    list: 'sales rebates',
    role: '15',
    label: 'ledger, page 1',
    url: '/api/erp/rebates/sales/entries?pageNum=1&pageSize=20',
  },
  {
    list: 'sales performance',
    role: '16',
    label: '12 months',
    method: 'POST',
    url: '/api/erp/performance/sales',
    body: 'lastYear',
  },
];

const runs = await benchEachDatabase({ adminUrl, prefix: 'boardforge_bench_back_office', workDir, benchDatabase });
const loadAfter = os.loadavg();
report(runs);

async function benchDatabase(label, target, kind) {
  console.log(`\n== ${label} ==`);
  const seed = async (db) => ({
    ...(await seedOrders(db, { orderCount, customerCount })),
    ...(await seedCatalogue(db)),
  });
  const bench = await openBenchApp(target, { workDir, kind, seed });
  try {
    const { app, db, seeded, seedMs } = bench;
    console.log(`seeded ${JSON.stringify(seeded)} in ${(seedMs / 1000).toFixed(1)} s`);
    const cookies = new Map();
    for (const role of new Set(cases.map((entry) => entry.role))) cookies.set(role, await bench.cookieOfRole(role));
    cookies.set('customer', await bench.cookieOfPhone('17100000001'));
    const results = [];
    for (const entry of cases) {
      const request = await buildRequest(db, entry, cookies.get(entry.role));
      const result = await measure(
        request,
        (data) => {
          return data.rows
            ? `${data.rows.length} of ${typeof data.total === 'number' ? data.total : data.rows.length}`
            : 'one';
        },
        app,
      );
      console.log(`${entry.list} · ${entry.label}: p95 ${result.p95.toFixed(1)} ms (${result.shape})`);
      results.push({ ...entry, ...result });
    }
    const bom = await measureBomMatching(app, cookies.get('customer'));
    console.log(`BOM matching, ${bomLineCount} lines: p50 ${bom.p50.toFixed(0)} ms, max ${bom.max.toFixed(0)} ms`);
    return { label, kind, seeded, seedMs, results, bom };
  } finally {
    await bench.close();
  }
}

/** Parts (BP-nnnnn) with three breaks and an alias each, suppliers with two offers per part, stock movements. */
async function seedCatalogue(db) {
  await db.execute(sql`
    insert into parts (mpn, manufacturer, package, value, description, category, moq, attrition_per_mille,
      stock_on_hand, reserved, lead_time_days)
    select 'BP-' || lpad(n::text, 6, '0'), (array['Yageo', 'Murata', 'TI', 'ST', 'Samsung'])[1 + n % 5],
      (array['0402', '0603', '0805', 'SOIC-8', 'QFN-32'])[1 + n % 5], (array['10k', '100n', '1u', '4k7', ''])[1 + n % 5],
      'Bench part ' || n, (array['resistor', 'capacitor', 'inductor', 'ic', 'connector'])[1 + n % 5],
      1 + (n % 4) * 100, n % 30, (n * 37) % 50000, 0, n % 30
    from generate_series(1, ${partCount}::integer) as n`);
  await db.execute(sql`
    insert into part_price_breaks (part_id, min_quantity, unit_price_centi_fen)
    select parts.id, breaks.min_quantity, (abs(hashtext(parts.mpn)) % 50000 + 10) * breaks.factor / 100
    from parts cross join (values (1, 100), (100, 80), (1000, 60)) as breaks(min_quantity, factor)`);
  await db.execute(sql`
    insert into part_aliases (part_id, alias) select id, 'ALT-' || substr(mpn, 4) from parts`);
  await db.execute(sql`
    insert into suppliers (name, payment_terms, currency, rating)
    select 'Supplier ' || n, 'net30', 'CNY', 1 + n % 5 from generate_series(1, ${supplierCount}::integer) as n`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by name) as n from suppliers)
    insert into supplier_offers (supplier_id, part_id, min_quantity, unit_price_centi_fen, lead_time_days)
    select numbered.id, parts.id, 1, (abs(hashtext(parts.mpn || numbered.n)) % 50000) + 10, 7
    from (select id, mpn, row_number() over (order by mpn) as k from parts) as parts
    join numbered on numbered.n in (1 + parts.k % ${supplierCount}::integer, 1 + (parts.k + 7) % ${supplierCount}::integer)`);
  const movements = await seedStockMovements(db);
  const counted = await db.execute(sql`
    select (select count(*) from parts)::int as parts, (select count(*) from supplier_offers)::int as offers`);
  return { ...counted.rows[0], stockMovements: movements };
}

/** A million stock movements over the parts (entries, exits, adjustments over a year), straight into the ledger. */
async function seedStockMovements(db) {
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by mpn) - 1 as k from parts)
    insert into part_stock_movements (part_id, kind, quantity, unit_cost_centi_fen, stock_after, reason, created_at)
    select numbered.id, (array['entry', 'exit', 'adjustment'])[1 + g % 3],
      case g % 3 when 0 then 100 when 1 then -40 else 5 end,
      case when g % 3 = 0 then 1000 + g % 5000 else null end,
      g % 5000, 'bench', now() - (g % 525600) * interval '1 minute'
    from generate_series(1, ${movementCount}::integer) as g join numbered on numbered.k = g % ${partCount}::integer`);
  const counted = await db.execute(sql`select count(*)::int as count from part_stock_movements`);
  return counted.rows[0].count;
}

async function buildRequest(db, entry, cookie) {
  if (entry.partMovements) {
    const found = await db.execute(sql`select part_id from part_stock_movements limit 1`);
    return {
      method: 'GET',
      url: `/api/erp/stock/movements?partId=${found.rows[0].part_id}&pageSize=20`,
      headers: { cookie },
    };
  }
  if (entry.list === 'part detail') {
    const found = await db.execute(sql`select id from parts order by mpn offset 777 limit 1`);
    return { method: 'GET', url: `/api/erp/parts/detail?partId=${found.rows[0].id}&quantity=500`, headers: { cookie } };
  }
  if (entry.body === 'lastYear') {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() + 8 * 3_600_000 - 364 * 86_400_000).toISOString().slice(0, 10);
    return { method: 'POST', url: entry.url, headers: { cookie }, payload: { from: yearAgo, to: today } };
  }
  return { method: entry.method ?? 'GET', url: entry.url, headers: { cookie } };
}

/** A customer's 2 000-line BOM (90 % catalogue MPNs, some by alias, the rest unknown), uploaded once, matched. */
async function measureBomMatching(app, cookie) {
  const lines = ['Designator,Quantity,MPN'];
  for (let index = 1; index <= bomLineCount; index += 1) {
    const number = String(1 + ((index * 7) % partCount)).padStart(6, '0');
    const mpn = index % 10 === 0 ? `UNKNOWN-${index}` : index % 10 === 1 ? `ALT-${number}` : `BP-${number}`;
    lines.push(`${index % 3 === 0 ? 'R' : 'U'}${index},${1 + (index % 4)},${mpn}`);
  }
  const boundary = 'bench-bom-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-bom.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(lines.join('\n')),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await app.inject({
    method: 'POST',
    url: '/api/file/uploadBom',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (upload.statusCode !== 200) throw new Error(`BOM upload: ${upload.statusCode} ${upload.body.slice(0, 300)}`);
  const fileId = upload.json().data.fileId;
  const request = { method: 'POST', url: '/api/file/matchBom', headers: { cookie }, payload: { fileId, sets: 100 } };
  const result = await measure(request, (data) => `${data.summary.pricedCount} priced`, app, 1, bomRuns);
  return result;
}

async function measure(request, describe, app, warmUps = warmUpRequests, measured = measuredRequests) {
  const { data, ...timing } = await measureRequests(app, request, { warmUps, measured });
  return { ...timing, shape: describe(data) };
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
        result.shape,
        [result.p50, result.p95, result.p99, result.max].map((value) => value.toFixed(1)).join(' / '),
        run.kind === 'postgres' ? (isGoalMet ? 'met' : 'MISSED') : isGoalMet ? '(met)' : '(over)',
      ]);
    }
    const isBomMet = run.bom.max < goalBomMs;
    rows.push([
      run.label,
      'BOM matching',
      `${bomLineCount} lines, 100 sets`,
      run.bom.shape,
      [run.bom.p50, run.bom.p95, run.bom.p99, run.bom.max].map((value) => value.toFixed(1)).join(' / '),
      run.kind === 'postgres' ? (isBomMet ? 'met (< 1 s)' : 'MISSED (< 1 s)') : isBomMet ? '(met, < 1 s)' : '(over)',
    ]);
  }
  const table = [
    '| database | list | case | answer | ms p50 / p95 / p99 / max | goal |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  const command = `npm run bench:back-office${isQuick ? ' -- --quick' : ''}${adminUrl ? ' (with DATABASE_URL)' : ''}`;
  const seeding = results
    .map((run) => `${run.label}: ${JSON.stringify(run.seeded)} seeded in ${(run.seedMs / 1000).toFixed(1)} s.`)
    .join(' ');
  const missed = results
    .filter((run) => run.kind === 'postgres')
    .flatMap((run) => [
      ...run.results.filter((result) => result.p95 >= goalP95Ms).map((result) => `${result.list} · ${result.label}`),
      ...(run.bom.max >= goalBomMs ? ['BOM matching'] : []),
    ]);
  const section = [
    '<!-- bench:back-office:start (written by scripts/bench-back-office.mjs; edit outside these markers) -->',
    describeRun({ command, loadBefore, loadAfter, startedAt }),
    '',
    table,
    '',
    `Each list case: ${warmUpRequests} requests unmeasured, then ${measuredRequests} measured one at a time through ` +
      `app.inject (server and database, no HTTP socket); BOM matching: 1 unmeasured, ${bomRuns} measured. ${seeding}`,
    ...(adminUrl ? [] : ['', 'PostgreSQL was not measured (DATABASE_URL unset).']),
    '<!-- bench:back-office:end -->',
  ].join('\n');
  console.log(`\n${describeMachine()}; load average ${formatLoads(loadBefore)} → ${formatLoads(loadAfter)}\n`);
  console.log(table);
  if (isDocWritten) {
    writePerformanceSection({
      name: 'back-office',
      section,
      heading: 'Back-office lists (issue 13)',
      intro: '`npm run bench:back-office`: see scripts/bench-back-office.mjs.',
    });
    console.log('\nwritten to docs/performance.md');
  }
  if (missed.length > 0) {
    console.log(`\nMISSED on PostgreSQL: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}
