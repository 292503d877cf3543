// `npm run bench:files`: design-file performance. Builds the app in this process (as scripts/bench.mjs does: tsx,
// temporary PGlite, logging off, a temporary DATA_DIR) and listens on 127.0.0.1, then over HTTP like a user:
// (1) uploads every fixture Gerber zip of ../shared/fixtures/gerber to POST /api/file/uploadGerber (as a visitor),
// (2) registers a customer through the accounts API and uploads a generated 10 000-line BOM csv to
// POST /api/file/uploadBom. For each upload it measures the wall time (request sent → whole answer received), the
// process RSS peak above the RSS just before (sampled every 10 ms; the file workers are threads of this process, so
// their memory is in it) and the event-loop delay (perf_hooks.monitorEventLoopDelay) of the main thread, which runs
// the API. Prints a table and appends (or replaces) the "Design and BOM files" section at the end of
// docs/performance.md.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { register } from 'tsx/esm/api';
import { buildBomCsv } from './bench/files-bom.mjs';
import { readCpuModel, readNproc } from './bench/machine.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixturesDir = path.resolve(root, '../shared/fixtures');
const gerberDir = path.join(fixturesDir, 'gerber');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config/env.ts');
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { analyseGerberArchive } = await import('../apps/server/src/modules/gerber/gerber-analysis.ts');

// A full collection before each upload, so the RSS baseline holds no garbage of the previous one.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

const gerberRounds = 2; // visitors may upload 20 Gerber sets an hour: 1 warm-up + 2 × 9 sets fit
const bomLines = 10_000;
const bomRounds = 3;
const goals = { gerberMs: 1000, bomMs: 2000, memoryMb: 300, loopP99Ms: 50 };
const loadBefore = os.loadavg();
const startedAt = Date.now();

// ---- the server ---------------------------------------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boardforge-bench-files-'));
const database = await openDatabase({ inMemory: true });
await prepareDatabase(database, { migrationsDir: path.join(root, 'apps/server/drizzle'), includeDemoAccounts: false });
const config = loadConfig({
  NODE_ENV: 'development',
  QUOTE_RATE_LIMIT: '0',
  SMS_CODES_PER_IP_HOUR: '1000',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: '/nonexistent/boardforge-web-dist',
});
const app = await buildApp(config, { database, logger: false, warmFileWorkers: true }); // as the server starts
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// ---- measuring one upload -----------------------------------------------------------------------------------------
const mb = (bytes) => bytes / (1024 * 1024);

/** Posts one file; returns wall time, RSS peak above the baseline, event-loop delay and the parsed answer. */
async function measureUpload(urlPath, fileName, bytes, mediaType, headers = {}) {
  collectGarbage();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    const rss = process.memoryUsage().rss;
    if (rss > peak) peak = rss;
  }, 10);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: mediaType }), fileName);
  loop.enable();
  const started = performance.now();
  const response = await fetch(`${appUrl}${urlPath}`, { method: 'POST', body: form, headers });
  const body = await response.arrayBuffer(); // parsed after the measurement: the client's JSON.parse is not the API's
  const elapsedMs = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  const finalRss = process.memoryUsage().rss;
  if (finalRss > peak) peak = finalRss;
  const text = new TextDecoder().decode(body);
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  if (response.status !== 200 || answer?.code !== '200') {
    throw new Error(`${urlPath} ${fileName}: HTTP ${response.status} ${text.slice(0, 300)}`);
  }
  return {
    elapsedMs,
    rssPeakMb: mb(peak - baseline),
    baselineMb: mb(baseline),
    loopP99Ms: loop.percentile(99) / 1e6,
    loopMaxMs: loop.max / 1e6,
    loopSamples: loop.count,
    data: answer.data,
    bodyBytes: body.byteLength,
  };
}

// ---- (1) Gerber sets ----------------------------------------------------------------------------------------------
const zipNames = readdirSync(gerberDir)
  .filter((name) => name.endsWith('.zip'))
  .sort();
const zips = zipNames.map((name) => ({ name, bytes: readFileSync(path.join(gerberDir, name)) }));
console.log(`Gerber: warm-up, then ${gerberRounds} rounds over ${zips.length} sets …`);
const smallest = zips.reduce((best, zip) => (zip.bytes.length < best.bytes.length ? zip : best));
const warmUp = await measureUpload('/api/file/uploadGerber', smallest.name, smallest.bytes, 'application/zip');
const gerberRuns = new Map(zips.map((zip) => [zip.name, []]));
for (let round = 1; round <= gerberRounds; round += 1) {
  for (const zip of zips) {
    const run = await measureUpload('/api/file/uploadGerber', zip.name, zip.bytes, 'application/zip');
    gerberRuns.get(zip.name).push(run);
    console.log(`  ${round}: ${zip.name} ${run.elapsedMs.toFixed(0)} ms, +${run.rssPeakMb.toFixed(1)} MB RSS`);
  }
}

// ---- (2) BOM: a customer through the accounts API, then the generated csv ------------------------------------------
const phone = '13912345678';
const password = 'BenchFiles2026';
const getJson = async (urlPath) => {
  const response = await fetch(`${appUrl}${urlPath}`);
  const answer = await response.json();
  if (response.status !== 200 || answer.code !== '200') {
    throw new Error(`${urlPath}: HTTP ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return answer;
};
await getJson(`/api/user/getCode?phone=${phone}&type=register`);
const outbox = await getJson(`/api/dev/outbox?to=${phone}`);
const code = outbox.data.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
if (!code) throw new Error(`no code in the outbox: ${JSON.stringify(outbox.data).slice(0, 300)}`);
const registered = await fetch(`${appUrl}/api/customer/saveuser`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ phone, password, confirmPassword: password, code }),
});
const registeredAnswer = await registered.json();
if (registered.status !== 200 || registeredAnswer.code !== '200') {
  throw new Error(`saveuser: HTTP ${registered.status} ${JSON.stringify(registeredAnswer).slice(0, 300)}`);
}
const cookie = registered.headers
  .getSetCookie()
  .map((entry) => entry.split(';')[0])
  .join('; ');

const bomCsv = new TextEncoder().encode(buildBomCsv(bomLines));
console.log(`BOM: ${bomLines} lines (${mb(bomCsv.length).toFixed(2)} MB csv), ${bomRounds} runs …`);
const bomRuns = [];
for (let round = 1; round <= bomRounds; round += 1) {
  const run = await measureUpload('/api/file/uploadBom', 'bench-10000.csv', bomCsv, 'text/csv', { cookie });
  if (run.data.lineCount !== bomLines) throw new Error(`BOM read ${run.data.lineCount} lines, not ${bomLines}`);
  bomRuns.push(run);
  console.log(`  ${round}: ${run.elapsedMs.toFixed(0)} ms, +${run.rssPeakMb.toFixed(1)} MB RSS`);
}

await app.close();
await database.close();

// ---- breakdown: the Gerber analysis alone, in this thread, warm (no HTTP, no worker start, no storage) ------------
console.log('Gerber analysis alone (in-process, warm) …');
const analysisAloneMs = new Map();
const analysisAloneCpuMs = new Map();
for (const zip of zips) analyseGerberArchive(new Uint8Array(zip.bytes), { solderMask: 'green' });
for (const zip of zips) {
  const times = [];
  for (let run = 0; run < 2; run += 1) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    analyseGerberArchive(new Uint8Array(zip.bytes), { solderMask: 'green' });
    const cpu = process.cpuUsage(cpuBefore);
    times.push({ wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  const fastest = times.reduce((best, time) => (time.wallMs < best.wallMs ? time : best));
  analysisAloneMs.set(zip.name, fastest.wallMs);
  analysisAloneCpuMs.set(zip.name, fastest.cpuMs);
}
rmSync(dataDir, { recursive: true, force: true });
const loadAfter = os.loadavg();
const runSeconds = (Date.now() - startedAt) / 1000;

// ---- report -------------------------------------------------------------------------------------------------------
const pass = (isMet) => (isMet ? 'met' : 'MISSED');
const worst = (runs, key) => Math.max(...runs.map((run) => run[key]));
const list = (runs, key, digits) => runs.map((run) => run[key].toFixed(digits)).join(' / ');
const analysisOf = (data) => data.analysis ?? data;
const rows = [];
const allRuns = [];
for (const zip of zips) {
  const runs = gerberRuns.get(zip.name);
  allRuns.push(...runs);
  const analysis = analysisOf(runs[0].data);
  const layers = analysis.layers;
  const hasGoal = layers >= 2 && layers <= 4;
  const timeMs = worst(runs, 'elapsedMs');
  const rssMb = worst(runs, 'rssPeakMb');
  const loopMs = worst(runs, 'loopP99Ms');
  const verdict = hasGoal
    ? `${pass(timeMs < goals.gerberMs)} / ${pass(rssMb < goals.memoryMb)} / ${pass(loopMs < goals.loopP99Ms)}`
    : `no time/memory goal (${layers} layers) / ${pass(loopMs < goals.loopP99Ms)}`;
  rows.push([
    `Gerber ${zip.name} (${(zip.bytes.length / 1024).toFixed(0)} KB, ${layers} layers)`,
    list(runs, 'elapsedMs', 0),
    `${analysisAloneMs.get(zip.name).toFixed(0)} (CPU ${analysisAloneCpuMs.get(zip.name).toFixed(0)})`,
    list(runs, 'rssPeakMb', 1),
    list(runs, 'loopP99Ms', 1),
    verdict,
  ]);
}
allRuns.push(...bomRuns);
{
  const timeMs = worst(bomRuns, 'elapsedMs');
  const rssMb = worst(bomRuns, 'rssPeakMb');
  const loopMs = worst(bomRuns, 'loopP99Ms');
  rows.push([
    `BOM csv, ${bomLines} lines (${mb(bomCsv.length).toFixed(2)} MB; answer ${mb(bomRuns[0].bodyBytes).toFixed(1)} MB)`,
    list(bomRuns, 'elapsedMs', 0),
    '',
    list(bomRuns, 'rssPeakMb', 1),
    list(bomRuns, 'loopP99Ms', 1),
    `${pass(timeMs < goals.bomMs)} / ${pass(rssMb < goals.memoryMb)} / ${pass(loopMs < goals.loopP99Ms)}`,
  ]);
}
const table = [
  '| upload | wall time, ms (each run) | analysis alone (in-process, separate), wall (CPU) ms | RSS peak above baseline, MB (each run) | event-loop delay p99, ms (each run) | goals time / memory / loop |',
  '|---|---|---|---|---|---|',
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
const overallLoopP99 = worst(allRuns, 'loopP99Ms');
const overallLoopMax = worst(allRuns, 'loopMaxMs');
const baselines = allRuns.map((run) => run.baselineMb);
const machine = `${readNproc()} CPUs (nproc), ${readCpuModel()}, Node ${process.version}, ${os.platform()} ${os.release()}`;
const loads = (values) => values.map((value) => value.toFixed(1)).join(' ');
const command = 'npm run bench:files';
const section = [
  '## Design and BOM files',
  '',
  '`npm run bench:files` (scripts/bench-files.mjs, about a minute) builds the app in its own process as `npm run bench`',
  'does (tsx, in-memory PGlite, logging off, a temporary `DATA_DIR`), listens on 127.0.0.1 and, with `fetch` and',
  '`FormData` like a browser, uploads every zip of `../shared/fixtures/gerber` to `POST /api/file/uploadGerber` as a',
  `visitor (one warm-up upload of the smallest set, then ${gerberRounds} rounds over all sets), and registers a customer`,
  '(`GET /api/user/getCode`, the code from `GET /api/dev/outbox`, `POST /api/customer/saveuser`) to upload a generated',
  `${bomLines}-line csv (scripts/bench/files-bom.mjs) to \`POST /api/file/uploadBom\` ${bomRounds} times. Goals: a 2–4`,
  `layer Gerber set < ${goals.gerberMs / 1000} s and < ${goals.memoryMb} MB; the BOM < ${goals.bomMs / 1000} s and < ${goals.memoryMb} MB;`,
  `event-loop delay p99 of the API < ${goals.loopP99Ms} ms while either runs. A goal counts as met only if every run meets it.`,
  '',
  'What is measured, per upload:',
  '',
  '- **wall time**: from `fetch` being called to the whole answer received, so it includes the multipart upload,',
  '  writing the temporary file, handing the task to a file worker of the pool (started and warmed when the app',
  '  starts, as the server does, and reused between uploads; FILE_WORKERS, default 2), the analysis, storing the',
  '  file and previews, and the answer. The columns "analysis alone" are `analyseGerberArchive` called directly in',
  '  the main thread after the server has closed, warm (the faster of two calls after one warm-up call), as wall',
  '  time and as CPU time of the process: the share of the wall time that is the analysis itself; on a loaded host',
  '  the wall time includes waiting for a CPU, the CPU time does not.',
  '- **memory**: the peak of `process.memoryUsage().rss` sampled every 10 ms during the upload, minus the RSS just',
  '  before it (taken after a full `gc()`, exposed with `v8.setFlagsFromString`). The file workers are threads of the server process, so their heap and buffers are inside this RSS; it',
  "  also includes the main thread's own allocations for the request and answer. The workers stay between uploads,",
  '  so their loaded libraries and heap are part of the baseline, not of each upload. The RSS before each upload was',
  `  ${Math.min(...baselines).toFixed(0)}–${Math.max(...baselines).toFixed(0)} MB. A figure near 0 means the RSS never rose`,
  '  above that level: memory of the previous upload (freed heap pages of a worker) was still mapped and was',
  '  reused, so this is a lower bound of what one upload needs, not an exact per-upload figure.',
  '- **event-loop delay**: `monitorEventLoopDelay({ resolution: 5 })` on the main thread (the one that runs the API),',
  '  enabled for the duration of each upload. The `fetch` client shares that thread; the answer is only parsed after',
  '  the measurement stops.',
  '',
  `### Latest run`,
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\` on ${machine}; ` +
    `load average ${loads(loadBefore)} before, ${loads(loadAfter)} after; the run took ${runSeconds.toFixed(0)} s.`,
  '',
  table,
  '',
  `Warm-up (${smallest.name}, not counted): ${warmUp.elapsedMs.toFixed(0)} ms, +${warmUp.rssPeakMb.toFixed(1)} MB RSS. ` +
    `Event-loop delay over all counted uploads: worst p99 ${overallLoopP99.toFixed(1)} ms, worst max ` +
    `${overallLoopMax.toFixed(1)} ms (goal p99 < ${goals.loopP99Ms} ms: ${pass(overallLoopP99 < goals.loopP99Ms)}). ` +
    'The host is shared: with a load average well above the 2 CPUs, times vary by a factor of two between runs; ' +
    'compare numbers from one run only.',
].join('\n');

console.log(`\n${machine}; load average ${loads(loadBefore)} → ${loads(loadAfter)}; ${runSeconds.toFixed(0)} s\n`);
console.log(table);
console.log(
  `\nwarm-up ${warmUp.elapsedMs.toFixed(0)} ms; event-loop delay worst p99 ${overallLoopP99.toFixed(1)} ms, max ${overallLoopMax.toFixed(1)} ms`,
);
writePerformanceDoc(section);
console.log('\nwritten to docs/performance.md');

/**
 * Replaces what is between the `bench:files` markers of docs/performance.md (hand-written notes around them stay);
 * without the markers, replaces the "Design and BOM files" section (the last one of the page) or appends it.
 */
function writePerformanceDoc(newSection) {
  const file = path.join(root, 'docs/performance.md');
  const text = readFileSync(file, 'utf8');
  const startMarker = '<!-- bench:files:start (written by scripts/bench-files.mjs; edit outside these markers) -->';
  const endMarker = '<!-- bench:files:end -->';
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  if (start !== -1 && end > start) {
    writeFileSync(file, `${text.slice(0, start)}${startMarker}\n${newSection}\n${text.slice(end)}`);
    return;
  }
  const heading = '\n## Design and BOM files\n';
  const at = text.indexOf(heading);
  const kept = at === -1 ? text.trimEnd() : text.slice(0, at).trimEnd();
  writeFileSync(file, `${kept}\n\n${startMarker}\n${newSection}\n${endMarker}\n`);
}
