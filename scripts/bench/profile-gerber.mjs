// `node scripts/bench/profile-gerber.mjs [rounds]`: where the time of a Gerber analysis goes, in this thread (no
// HTTP, no worker). Loads the analysis modules once (timed: what a fresh worker pays), then analyses every fixture
// set of ../shared/fixtures/gerber once to warm up and `rounds` times more (default 3), and prints per set the
// fastest round's steps (unzip, identification and parsing, plotting, measuring, rendering the previews) as wall
// time, and the round's CPU time of the process (on a loaded machine the wall time includes waiting for a CPU).
// With `node --cpu-prof --cpu-prof-dir=/tmp/prof scripts/bench/profile-gerber.mjs` it also writes a CPU profile.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const gerberDir = path.resolve(root, '../shared/fixtures/gerber');
const rounds = Number(process.argv[2] ?? 3);

const loadStarted = performance.now();
const { analyseGerberArchive } = await import('../../apps/server/src/modules/gerber/gerber-analysis.ts');
const loadMs = performance.now() - loadStarted;

const zips = readdirSync(gerberDir)
  .filter((name) => name.endsWith('.zip'))
  .sort()
  .map((name) => ({ name, bytes: new Uint8Array(readFileSync(path.join(gerberDir, name))) }));
const stages = ['unzip', 'identifyAndParse', 'plot', 'measure', 'render'];

/** One analysis: wall time per step, total wall and CPU time. */
function analyseOnce(bytes) {
  const steps = {};
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  analyseGerberArchive(bytes, {
    solderMask: 'green',
    recordTiming: (stage, milliseconds) => {
      steps[stage] = milliseconds;
    },
  });
  const cpu = process.cpuUsage(cpuBefore);
  return { steps, wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

for (const zip of zips) analyseOnce(zip.bytes);
console.log(
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}; analysis modules loaded in ${loadMs.toFixed(0)} ms (tsx, from source)`,
);
console.log(`| set | ${stages.join(' | ')} | total wall, ms | CPU, ms |`);
console.log(`|---|${stages.map(() => '---|').join('')}---|---|`);
for (const zip of zips) {
  const runs = Array.from({ length: rounds }, () => analyseOnce(zip.bytes));
  const best = runs.reduce((fastest, run) => (run.wallMs < fastest.wallMs ? run : fastest));
  const cells = stages.map((stage) => (best.steps[stage] ?? 0).toFixed(0));
  console.log(`| ${zip.name} | ${cells.join(' | ')} | ${best.wallMs.toFixed(0)} | ${best.cpuMs.toFixed(0)} |`);
}
