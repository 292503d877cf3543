// `npm run bench:stock-lists`: the stock levels (GET /api/erp/stock/levels), the stock ledger
// (GET /api/erp/stock/movements) and the purchase returns (GET /api/erp/purchase-returns/list) over 100 000 rows each,
// through their services (the routes add only validation). First on an in-memory PGlite, then, when DATABASE_URL is
// set, on a fresh PostgreSQL database created for the run and dropped afterwards. Seeds in bulk INSERT … SELECT
// generate_series statements (not timed): 100 000 parts with thresholds, 100 000 movements over a year (entries with a
// cost, exits, adjustments) spread over 5 000 of them, 200 suppliers and 100 000 purchase returns of one line each.
// Each case runs a warm-up, then the measured calls one at a time; p50/p95/max are printed. Goal: p95 < 100 ms on
// PostgreSQL (as bench:order-lists). `--quick` measures fewer calls.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { withFreshPostgresDatabase } from './bench/fresh-database.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { createStockLedgerService } = await import('../apps/server/src/modules/parts/stock-ledger.service.ts');
const { createPurchaseReturnsService } = await import('../apps/server/src/modules/returns/purchase-returns.service.ts');

const isQuick = process.argv.includes('--quick');
const warmUpCalls = isQuick ? 3 : 10;
const measuredCalls = isQuick ? 15 : 60;
const rowCount = 100_000;
const paging = { pageNum: 1, pageSize: 20 };

const cases = [
  { list: 'levels', label: 'all, page 1', query: { ...paging, lowOnly: false } },
  { list: 'levels', label: 'all, page 2000 of 50', query: { pageNum: 2000, pageSize: 50, lowOnly: false } },
  { list: 'levels', label: 'low only', query: { ...paging, lowOnly: true } },
  { list: 'levels', label: 'MPN prefix', query: { ...paging, mpn: 'BENCH-0001', lowOnly: false } },
  { list: 'movements', label: 'all, page 1', query: { ...paging } },
  { list: 'movements', label: 'all, page 1000 of 50', query: { pageNum: 1000, pageSize: 50 } },
  { list: 'movements', label: 'one part', query: { ...paging, partId: 'first-moved-part' } },
  {
    list: 'movements',
    label: 'exits, one month',
    query: { ...paging, kind: 'exit', from: 'month-start', to: 'today' },
  },
  { list: 'purchase returns', label: 'all, page 1', query: { ...paging } },
  {
    list: 'purchase returns',
    label: 'one supplier, shipped',
    query: { ...paging, supplierId: 'a-supplier', status: 'shipped' },
  },
];

const runs = [];
runs.push(await benchDatabase('PGlite in memory', { inMemory: true }));
if (process.env.DATABASE_URL)
  runs.push(
    await withFreshPostgresDatabase(process.env.DATABASE_URL, 'boardforge_bench_stock', (databaseUrl) =>
      benchDatabase('PostgreSQL', { databaseUrl }),
    ),
  );
for (const run of runs) {
  console.log(`\n${run.label} (seeded in ${run.seedSeconds} s)`);
  console.table(run.results);
}

/** Seeds one database and measures every case on it. */
async function benchDatabase(label, target) {
  const database = await openDatabase(target);
  try {
    await prepareDatabase(database, {
      migrationsDir: path.join(root, 'apps/server/drizzle'),
      includeDemoAccounts: false,
    });
    const { db } = database;
    const seedStarted = performance.now();
    await seed(db);
    const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
    const now = () => new Date();
    const stock = createStockLedgerService({ db, now });
    const returns = createPurchaseReturnsService({ db, now });
    const [firstPart] = (await db.execute(sql`select part_id from part_stock_movements limit 1`)).rows;
    const [aSupplier] = (await db.execute(sql`select id from suppliers limit 1`)).rows;
    const today = new Date().toISOString().slice(0, 10);
    const monthStart = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const fill = (query) => ({
      ...query,
      ...(query.partId ? { partId: firstPart.part_id } : {}),
      ...(query.supplierId ? { supplierId: aSupplier.id } : {}),
      ...(query.from ? { from: monthStart, to: today } : {}),
    });
    const call = { levels: stock.listLevels, movements: stock.listMovements, 'purchase returns': returns.listReturns };
    const results = [];
    for (const entry of cases) {
      const query = fill(entry.query);
      for (let index = 0; index < warmUpCalls; index++) await call[entry.list](query);
      const times = [];
      for (let index = 0; index < measuredCalls; index++) {
        const started = performance.now();
        await call[entry.list](query);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1);
      results.push({ list: entry.list, case: entry.label, p50: at(0.5), p95: at(0.95), max: at(1) });
    }
    return { label, seedSeconds, results };
  } finally {
    await database.close();
  }
}

/** Bulk rows: parts, movements on 5 000 of them (with the parts' entry sums), suppliers, purchase returns. */
async function seed(db) {
  await db.execute(sql`
    insert into parts (mpn, manufacturer, category, stock_on_hand, reserved, low_stock_threshold)
    select 'BENCH-' || lpad(n::text, 6, '0'), 'Bench', 'ic', (n * 37) % 5000, (n * 11) % 100, (n % 7) * 100
    from generate_series(1, ${rowCount}) as n`);
  await db.execute(sql`
    with moved as (select id, row_number() over (order by mpn) as n from parts limit 5000)
    insert into part_stock_movements (part_id, kind, quantity, unit_cost_centi_fen, stock_after, reason, created_at)
    select moved.id,
      (array['entry', 'exit', 'adjustment'])[1 + g % 3],
      case g % 3 when 0 then 100 when 1 then -40 else 5 end,
      case when g % 3 = 0 then 1000 + g % 5000 else null end,
      g % 5000, 'bench', now() - (g % 365) * interval '1 day'
    from generate_series(1, ${rowCount}) as g join moved on moved.n = 1 + g % 5000`);
  // The running sums moveStock keeps beside the stock (the valuation reads them).
  await db.execute(sql`
    update parts set entered_quantity = sums.pieces, entered_cost_centi_fen = sums.cost
    from (select part_id, sum(quantity) as pieces, sum(quantity::numeric * unit_cost_centi_fen) as cost
          from part_stock_movements where kind = 'entry' group by part_id) as sums
    where parts.id = sums.part_id`);
  await db.execute(sql`
    insert into suppliers (name, payment_terms, currency, rating)
    select 'Bench supplier ' || n, 'net30', 'CNY', 3 from generate_series(1, 200) as n`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by name) as n from suppliers)
    insert into purchase_returns (supplier_id, status, reason, amount_fen, credit_fen, created_at)
    select numbered.id, (array['requested', 'shipped', 'credited'])[1 + g % 3], 'bench', 1000,
      case when g % 3 = 2 then 900 else null end, now() - (g % 365) * interval '1 day'
    from generate_series(1, ${rowCount}) as g join numbered on numbered.n = 1 + g % 200`);
  await db.execute(sql`
    insert into purchase_return_lines (return_id, line_no, part_id, quantity, unit_fen)
    select r.id, 1, (select id from parts limit 1), 10, 100 from purchase_returns r`);
  await db.execute(sql`analyze`);
}
