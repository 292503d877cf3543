// `npm run bench`: quote performance. Builds the app in this process on a temporary PGlite (or DATABASE_URL) with
// QUOTE_RATE_LIMIT=0 (`--quote-limit`: 1 000 000, so every quote passes the per-address ceiling's counting but none is
// refused) and logging off, listens on loopback, and with autocannon (load from a worker thread) measures
// (a) calcPcbPrice throughput against a bare Fastify route returning a constant, (b) p99 latency at 500 requests/s,
// (c) the in-browser re-quote cost of quotePcb in plain Node. Prints a table and writes docs/performance.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { register } from 'tsx/esm/api';
import { readCpuModel, readNproc } from './bench/machine.mjs';
import { buildPcbSpecs } from './bench/pcb-specs.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config/env.ts');
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { quotePcb } = await import('../packages/domain/src/pricing/pcb.ts');
const { defaultPriceBook } = await import('../packages/domain/src/pricing/price-book.ts');

const isQuick = process.argv.includes('--quick');
const hasBreakdown = process.argv.includes('--breakdown');
const hasQuoteLimit = process.argv.includes('--quote-limit');
const sliceSeconds = isQuick ? 2 : 5;
const rounds = isQuick ? 1 : 4;
const fixedSeconds = isQuick ? 3 : 6;
const warmUpSeconds = isQuick ? 1 : 2;
const connections = 20;
const fixedRate = 500;
const requoteCount = 10_000;
const goals = { ratio: 0.6, p99Ms: 10, requoteMs: 5 };
const loadBefore = os.loadavg();
const pricingTime = new Date('2026-11-23T02:00:00Z');

// ---- (c) the in-browser re-quote, first, on a quiet heap -----------------------------------------------------------
console.log(`quotePcb × ${requoteCount} …`);
const requoteSpecs = buildPcbSpecs(requoteCount, 7);
for (const spec of buildPcbSpecs(2000, 11)) quotePcb(spec, defaultPriceBook, pricingTime);
const durations = new Float64Array(requoteCount);
let priced = 0;
for (let index = 0; index < requoteCount; index += 1) {
  const started = performance.now();
  const result = quotePcb(requoteSpecs[index], defaultPriceBook, pricingTime);
  durations[index] = performance.now() - started;
  if (result.ok) priced += 1;
}
durations.sort();
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
const requote = {
  meanMs: mean(Array.from(durations)),
  p50Ms: percentile(durations, 0.5),
  p99Ms: percentile(durations, 0.99),
  maxMs: durations[durations.length - 1],
  priced,
};

// ---- the servers ------------------------------------------------------------------------------------------------
const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { inMemory: true });
await prepareDatabase(database, { migrationsDir: path.join(root, 'apps/server/drizzle'), includeDemoAccounts: false });
const config = loadConfig({
  NODE_ENV: 'development',
  QUOTE_RATE_LIMIT: hasQuoteLimit ? '1000000' : '0',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent/boardforge-web-dist',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const app = await buildApp(config, { database, logger: false });

// Specs the engine prices (refusals are cheaper and would flatter the numbers).
const specs = buildPcbSpecs(400)
  .filter((spec) => quotePcb(spec, defaultPriceBook, pricingTime).ok)
  .slice(0, 200);
const constant = { code: '200', msg: 'OK', data: { total: 30 } };
if (hasBreakdown) {
  // Steps between the bare route and the real one, in the app (its global hooks) but outside /api (no access hook).
  const answer = { code: '200', msg: 'OK', data: quotePcb(specs[0], defaultPriceBook, pricingTime).quote };
  app.post('/bench/constant', { compress: false }, async () => constant);
  app.post('/bench/answer', { compress: false }, async () => answer);
  app.post('/bench/engine', { compress: false }, async (request) => ({
    code: '200',
    msg: 'OK',
    data: quotePcb(request.body, defaultPriceBook, pricingTime).quote,
  }));
}
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.post('/constant', async () => constant);
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const requestsTo = (urlPath) =>
  specs.map((spec) => ({
    method: 'POST',
    path: urlPath,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  }));

// Every benchmark spec must really be priced (200), or the numbers would measure refusals.
for (const spec of specs) {
  const response = await app.inject({ method: 'POST', url: '/api/pcb/calcPcbPrice', payload: spec });
  if (response.statusCode !== 200) throw new Error(`spec not priced (${response.statusCode}): ${response.body}`);
}

/** Runs autocannon from one worker thread (the server keeps the main thread) and returns its result. */
async function runLoad(url, urlPath, seconds, extra = {}) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    workers: 1,
    requests: requestsTo(urlPath),
    ...extra,
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(`${urlPath}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  }
  return result;
}

// ---- (a) throughput, bare and quote interleaved so background load hits both alike ---------------------------------
console.log(`warming up (${warmUpSeconds} s each) …`);
await runLoad(bareUrl, '/constant', warmUpSeconds);
await runLoad(appUrl, '/api/pcb/calcPcbPrice', warmUpSeconds);

const throughput = [];
for (let round = 1; round <= rounds; round += 1) {
  console.log(`throughput round ${round}/${rounds} (${sliceSeconds} s each) …`);
  const bareResult = await runLoad(bareUrl, '/constant', sliceSeconds);
  const quoteResult = await runLoad(appUrl, '/api/pcb/calcPcbPrice', sliceSeconds);
  throughput.push({ bare: bareResult.requests.average, quote: quoteResult.requests.average });
}
const bareRps = mean(throughput.map((row) => row.bare));
const quoteRps = mean(throughput.map((row) => row.quote));
const ratio = quoteRps / bareRps;

const breakdown = [];
if (hasBreakdown) {
  for (const [label, url, urlPath] of [
    ['bare Fastify, constant', bareUrl, '/constant'],
    ['app global hooks, constant', appUrl, '/bench/constant'],
    ['app global hooks, a fixed 1.2 KB price answer', appUrl, '/bench/answer'],
    ['app global hooks, quotePcb on the body (no validation)', appUrl, '/bench/engine'],
    ['POST /api/pcb/calcPcbPrice (all of it)', appUrl, '/api/pcb/calcPcbPrice'],
  ]) {
    console.log(`breakdown: ${label} …`);
    breakdown.push({ label, rps: (await runLoad(url, urlPath, sliceSeconds)).requests.average });
  }
}

// ---- (b) latency at a fixed rate ----------------------------------------------------------------------------------
// autocannon paces by sending each connection's quota for the second back to back, then pausing; its coordinated-
// omission correction (expected interval rounded up to 1 ms) charges that burst to the server. The bare route under the
// same settings shows how much of the corrected figure is the generator; the uncorrected run is the server's latency.
console.log(`latency at ${fixedRate} requests/s (${fixedSeconds} s × 4) …`);
const fixedOptions = { connections: 10, overallRate: fixedRate };
const fixed = await runLoad(appUrl, '/api/pcb/calcPcbPrice', fixedSeconds, fixedOptions);
const fixedRaw = await runLoad(appUrl, '/api/pcb/calcPcbPrice', fixedSeconds, {
  ...fixedOptions,
  ignoreCoordinatedOmission: true,
});
const fixedBare = await runLoad(bareUrl, '/constant', fixedSeconds, fixedOptions);
const fixedBareRaw = await runLoad(bareUrl, '/constant', fixedSeconds, {
  ...fixedOptions,
  ignoreCoordinatedOmission: true,
});

await app.close();
await bare.close();
await database.close();
const loadAfter = os.loadavg();

// ---- report -----------------------------------------------------------------------------------------------------
const cpuModel = readCpuModel();
const machine = `${readNproc()} CPUs (nproc), ${cpuModel}, Node ${process.version}, ${os.platform()} ${os.release()}`;
const databaseName = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in memory';
const pass = (isMet) => (isMet ? 'met' : 'MISSED');
const fixed2 = (value) => value.toFixed(2);
const formatLatency = (result) =>
  `p99 ${fixed2(result.latency.p99)} ms (p50 ${fixed2(result.latency.p50)}, max ${fixed2(result.latency.max)})`;
const rows = [
  ['bare Fastify POST, constant answer', `${Math.round(bareRps)} req/s`, '', ''],
  ['POST /api/pcb/calcPcbPrice', `${Math.round(quoteRps)} req/s`, '', ''],
  ['(a) throughput ratio quote / bare', fixed2(ratio), `≥ ${goals.ratio}`, pass(ratio >= goals.ratio)],
  [
    `(b) calcPcbPrice at ${fixedRate} req/s, server latency`,
    `${formatLatency(fixedRaw)}; bare constant route: ${formatLatency(fixedBareRaw)}`,
    `p99 < ${goals.p99Ms} ms`,
    pass(fixedRaw.latency.p99 < goals.p99Ms),
  ],
  [
    `(b′) same, autocannon's coordinated-omission correction`,
    `${formatLatency(fixed)}; bare constant route: ${formatLatency(fixedBare)}`,
    '(see note)',
    '',
  ],
  [
    `(c) quotePcb per call, ${requoteCount} varied specs`,
    `mean ${requote.meanMs.toFixed(4)} ms, p99 ${requote.p99Ms.toFixed(4)} ms (p50 ${requote.p50Ms.toFixed(4)}, max ${requote.maxMs.toFixed(3)})`,
    `< ${goals.requoteMs} ms`,
    pass(requote.p99Ms < goals.requoteMs),
  ],
];
const table = [
  '| measure | result | goal | |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
const breakdownTable = breakdown.length
  ? [
      '',
      'Breakdown (one run each, same load):',
      '',
      '| route | req/s | µs per request |',
      '|---|---|---|',
      ...breakdown.map((row) => `| ${row.label} | ${Math.round(row.rps)} | ${Math.round(1e6 / row.rps)} |`),
    ].join('\n')
  : '';
const roundsText = throughput
  .map((row) => `${Math.round(row.bare)}/${Math.round(row.quote)} (${fixed2(row.quote / row.bare)})`)
  .join(', ');
const flags = [isQuick ? '--quick' : '', hasBreakdown ? '--breakdown' : '', hasQuoteLimit ? '--quote-limit' : '']
  .filter(Boolean)
  .join(' ');
const command = `npm run bench${flags ? ` -- ${flags}` : ''}${databaseUrl ? ' (with DATABASE_URL)' : ''}`;
const loads = (values) => values.map((value) => value.toFixed(1)).join(' ');
const section = [
  '<!-- bench:start (written by scripts/bench.mjs; edit outside these markers) -->',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\` on ${machine}; ` +
    `database ${databaseName}; load average ${loads(loadBefore)} before, ${loads(loadAfter)} after.`,
  '',
  table,
  breakdownTable,
  '',
  `Load: autocannon 9 from one worker thread, ${connections} connections, the same ${specs.length} varied PCB specs ` +
    `(scripts/bench/pcb-specs.mjs) posted to both servers; ${rounds} interleaved rounds of ${sliceSeconds} s after a ` +
    `${warmUpSeconds} s warm-up, bare/quote req/s (ratio) per round: ${roundsText}. Fixed rate: 10 connections, ` +
    `\`overallRate: ${fixedRate}\`, ${fixedSeconds} s per run. Re-quote: ${requote.priced} of ${requoteCount} specs ` +
    'priced, the rest refused by the capability rules (also timed).',
  '<!-- bench:end -->',
].join('\n');

console.log(`\n${machine}; database ${databaseName}; load average ${loads(loadBefore)} → ${loads(loadAfter)}\n`);
console.log(table);
if (breakdownTable) console.log(breakdownTable);
writePerformanceDoc(section);
console.log('\nwritten to docs/performance.md');

function writePerformanceDoc(newSection) {
  const file = path.join(root, 'docs/performance.md');
  const marked = /<!-- bench:start[\s\S]*?<!-- bench:end -->/;
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    if (marked.test(text)) {
      writeFileSync(file, text.replace(marked, newSection));
      return;
    }
    writeFileSync(file, `${text.trimEnd()}\n\n${newSection}\n`);
    return;
  }
  writeFileSync(file, `# Performance\n\nRun \`npm run bench\` (about 90 s).\n\n${newSection}\n`);
}
