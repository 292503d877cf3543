// What every bench script does around its measurements: run on PGlite and on a fresh PostgreSQL database, describe
// the machine and the load, and write its section of docs/performance.md between its markers.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withFreshPostgresDatabase } from './fresh-database.mjs';
import { readCpuModel, readNproc } from './machine.mjs';

const performanceDoc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/performance.md');

/**
 * Runs `benchDatabase(label, target, kind)` on PGlite in memory and, with `adminUrl`, on a fresh PostgreSQL database
 * named after `prefix` (dropped afterwards); removes `workDir` whatever happens. Answers the runs in that order.
 */
export async function benchEachDatabase({ adminUrl, prefix, workDir, benchDatabase }) {
  const runs = [];
  try {
    runs.push(await benchDatabase('PGlite in memory', { inMemory: true }, 'pglite'));
    if (adminUrl) {
      runs.push(
        await withFreshPostgresDatabase(adminUrl, prefix, (databaseUrl) =>
          benchDatabase('PostgreSQL (fresh database)', { databaseUrl }, 'postgres'),
        ),
      );
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return runs;
}

/** CPUs, CPU model, Node and kernel, as each report names the machine. */
export function describeMachine() {
  return `${readNproc()} CPUs (nproc), ${readCpuModel()}, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** A load average (`os.loadavg()`) as "1.0 2.0 3.0". */
export function formatLoads(values) {
  return values.map((value) => value.toFixed(1)).join(' ');
}

/** The first line of every report: when, the command, the machine, the load around the run and how long it took. */
export function describeRun({ command, loadBefore, loadAfter, startedAt }) {
  return (
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\` on ` +
    `${describeMachine()}; load average ${formatLoads(loadBefore)} before, ${formatLoads(loadAfter)} after; the run ` +
    `took ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`
  );
}

/**
 * Puts `section` (which starts and ends with the `bench:<name>` markers) into docs/performance.md in place of the old
 * one; without the markers, adds `heading` with `intro` and the section before the line starting `insertBefore`
 * (when given and present), else at the end.
 */
export function writePerformanceSection({ name, section, heading, intro, insertBefore }) {
  const text = readFileSync(performanceDoc, 'utf8');
  const marked = new RegExp(`<!-- bench:${name}:start[\\s\\S]*?<!-- bench:${name}:end -->`);
  if (marked.test(text)) {
    writeFileSync(
      performanceDoc,
      text.replace(marked, () => section),
    );
    return;
  }
  const block = `## ${heading}\n\n${intro}\n\n${section}\n`;
  const at = insertBefore ? text.indexOf(insertBefore) : -1;
  writeFileSync(
    performanceDoc,
    at === -1 ? `${text.trimEnd()}\n\n${block}` : `${text.slice(0, at).trimEnd()}\n\n${block}\n${text.slice(at)}`,
  );
}
