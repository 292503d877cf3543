// `npm run bench:web`: the public site's first view on a phone (issue 15 point 3). Starts the built site as the browser
// tests do (e2e/support/start-server.mjs: apps/server/dist serving apps/web/dist on a fresh PGlite; run `npm run build`
// first), or measures the server of `--url <origin>`. Drives Debian's chromium-headless-shell with Playwright and the
// Chrome DevTools protocol on Lighthouse's mobile profile: a 390×844 phone viewport, 4× CPU slowdown, slow 4G (150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up), empty cache. For / and /valuation in Chinese and in English it prints
// the JavaScript of the first view (its gzip size, computed from the files the page fetched, and the bytes the server
// sent), the largest contentful paint, the layout shift and the total transfer; then it types into the PCB quote's
// length field and reads the in-browser quote time of every keystroke (data-quote-ms of the quote panel, the engine
// call timed with performance.now, under the same 4× slowdown). Rewrites the part between the bench:web markers of
// docs/performance.md (`--no-doc` leaves it; `--runs N` loads each page N times and reports the median, default 3).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { readCpuModel, readNproc } from './bench/machine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argValue = (name) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const isDocWritten = !process.argv.includes('--no-doc');
const runs = Number(argValue('--runs') ?? 3);
const port = process.env.BENCH_WEB_PORT ?? '3698';
const givenUrl = argValue('--url');
const origin = givenUrl ?? `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// Lighthouse's mobile throttling (simulated slow 4G, mid-tier phone).
const network = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const cpuSlowdown = 4;
const goals = { jsGzip: 200_000, lcpMs: 2500, cls: 0.1, quoteMs: 5 };
const pages = ['/', '/valuation'];
const languages = ['zh-CN', 'en'];
const startedAt = Date.now();
const loadBefore = os.loadavg();

const server = givenUrl ? null : await startServer();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const results = [];
try {
  for (const pathname of pages) {
    for (const language of languages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measureFirstView(pathname, language));
      results.push({ pathname, language, ...median(samples) });
      const last = results.at(-1);
      console.log(
        `${pathname} ${language}: JS ${kb(last.jsGzip)} gzip (${last.jsFiles} files, ${kb(last.jsSent)} sent as ${last.encoding}), ` +
          `LCP ${last.lcpMs} ms, CLS ${last.cls.toFixed(3)}, transfer ${kb(last.transfer)}`,
      );
    }
  }
  const quote = await measureKeystrokes();
  console.log(
    `in-browser quote per keystroke: mean ${quote.mean} ms, max ${quote.max} ms over ${quote.count} keystrokes`,
  );
  const loadAfter = os.loadavg();
  report(results, quote, loadAfter);
} finally {
  await browser.close();
  if (server) await stopServer(server);
}

/** One cold load of a page on the mobile profile: what it fetched, its LCP and CLS once the network is quiet. */
async function measureFirstView(pathname, language) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: language,
  });
  await context.addInitScript((lang) => localStorage.setItem('bf.language', lang), language);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const scripts = new Map();
  const encodings = new Set();
  let transfer = 0;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') {
      scripts.set(requestId, { url: response.url, sent: 0 });
      encodings.add(response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity');
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    transfer += encodedDataLength;
    const script = scripts.get(requestId);
    if (script) script.sent = encodedDataLength;
  });
  await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // LCP is final at the first input; reading it after the network is quiet is what Lighthouse's trace does.
  const { lcp, cls } = await page.evaluate(readPaintEntries);
  const urls = [...scripts.values()];
  const jsGzip = urls.reduce((sum, { url }) => sum + gzipOfAsset(url), 0);
  const jsSent = urls.reduce((sum, { sent }) => sum + sent, 0);
  await context.close();
  return {
    jsGzip,
    jsSent,
    jsFiles: urls.length,
    lcpMs: Math.round(lcp),
    cls,
    transfer,
    encoding: [...encodings].join('/'),
  };
}

/** The buffered LCP and layout-shift entries of the page (CLS as the sum of shifts without recent input). */
function readPaintEntries() {
  const read = (type) =>
    new Promise((done) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        done(list.getEntries());
      });
      observer.observe({ type, buffered: true });
      setTimeout(() => done([]), 3000);
    });
  return Promise.all([read('largest-contentful-paint'), read('layout-shift')]).then(([paints, shifts]) => ({
    lcp: paints.at(-1)?.startTime ?? 0,
    cls: shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
  }));
}

/** The gzip size (level 9) of a built file the page fetched, read from apps/web/dist. */
function gzipOfAsset(url) {
  const file = path.join(root, 'apps/web/dist', new URL(url).pathname);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Types 12 keystrokes into the PCB tab's length field (4× slowdown) and reads each in-browser quote's time. */
async function measureKeystrokes() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'en' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${origin}/valuation?tab=pcb`);
  const panel = page.locator('[data-quote-ms]').first();
  await panel.waitFor({ timeout: 60_000 });
  const field = page.getByLabel('Length (mm)');
  await field.first().click();
  const times = [];
  for (const text of ['120', '85', '150', '99']) {
    await field.first().fill('');
    for (const character of text) {
      const before = await panel.getAttribute('data-quote-ms');
      await page.keyboard.type(character);
      // Each keystroke is a new spec; the panel's attribute is the engine time of the last one.
      await page
        .waitForFunction(
          (previous) => document.querySelector('[data-quote-ms]')?.getAttribute('data-quote-ms') !== previous,
          before,
          { timeout: 5_000 },
        )
        .catch(() => null);
      times.push(Number(await panel.getAttribute('data-quote-ms')));
    }
  }
  await context.close();
  const mean = times.reduce((sum, value) => sum + value, 0) / times.length;
  return { mean: mean.toFixed(3), max: Math.max(...times).toFixed(3), count: times.length };
}

function median(samples) {
  const middle = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const pick = (key) => middle(samples.map((sample) => sample[key]));
  return {
    jsGzip: pick('jsGzip'),
    jsSent: pick('jsSent'),
    jsFiles: pick('jsFiles'),
    // 0 is a load whose LCP entry was not read (none reported within 3 s of asking): left out of the median.
    lcpMs: middle(samples.map((sample) => sample.lcpMs).filter((value) => value > 0)),
    cls: pick('cls'),
    transfer: pick('transfer'),
    lcpAll: samples.map((sample) => sample.lcpMs),
    encoding: samples[0].encoding,
  };
}

function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

async function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'e2e/support/start-server.mjs')], {
    env: { ...process.env, E2E_PORT: port, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((done) => setTimeout(done, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the site did not answer on ${origin} within 120 s`);
}

async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
}

function report(rows, quote, loadAfter) {
  const loads = (values) => values.map((value) => value.toFixed(1)).join(' ');
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  const command = `npm run bench:web${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const machine = `${readNproc()} CPUs (nproc), ${readCpuModel()}, Node ${process.version}, ${os.type().toLowerCase()} ${os.release()}`;
  const lines = [
    '<!-- bench:web:start (written by scripts/bench-web.mjs; edit outside these markers) -->',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\` on ${machine}; ` +
      `load average ${loads(loadBefore)} before, ${loads(loadAfter)} after; the run took ` +
      `${((Date.now() - startedAt) / 1000).toFixed(0)} s. Chromium ${browser.version()} (headless shell), 390×844 at 3×, ` +
      `${cpuSlowdown}× CPU slowdown, 150 ms latency, 200 000 B/s down, 93 750 B/s up, cache disabled; median of ${runs} loads.`,
    '',
    '| page | language | first-view JS, gzip -9 (files) | JS as sent (encoding) | LCP ms (each load) | CLS | total transfer | goal (JS ≤ 200 kB, LCP ≤ 2.5 s, CLS ≤ 0.1) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.pathname} | ${row.language} | ${kb(row.jsGzip)} (${row.jsFiles}) | ${kb(row.jsSent)} (${row.encoding}) | ` +
        `${row.lcpMs} (${row.lcpAll.join(', ')}) | ${row.cls.toFixed(3)} | ${kb(row.transfer)} | ` +
        `${mark(row.jsGzip <= goals.jsGzip)} / ${mark(row.lcpMs <= goals.lcpMs)} / ${mark(row.cls <= goals.cls)} |`,
    ),
    '',
    `In-browser instant quote (PCB tab, ${quote.count} keystrokes in the length field, ${cpuSlowdown}× slowdown): ` +
      `mean ${quote.mean} ms, max ${quote.max} ms per keystroke (goal < ${goals.quoteMs} ms: ${mark(Number(quote.max) < goals.quoteMs)}).`,
    '<!-- bench:web:end -->',
  ];
  const section = lines.join('\n');
  console.log(`\n${section}`);
  if (!isDocWritten) return;
  const file = path.join(root, 'docs/performance.md');
  const text = readFileSync(file, 'utf8');
  const marked = /<!-- bench:web:start[\s\S]*?<!-- bench:web:end -->/;
  const block = `## The public site on a phone (issue 15)\n\n\`npm run bench:web\`: see scripts/bench-web.mjs.\n\n${section}\n`;
  writeFileSync(file, marked.test(text) ? text.replace(marked, section) : `${text.trimEnd()}\n\n${block}`);
  console.log('\nwritten to docs/performance.md');
}
