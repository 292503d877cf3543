// Facts about the machine a benchmark ran on, for the reports in docs/performance.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** The number of CPUs this process may use, as `nproc` reports it. */
export function readNproc() {
  try {
    return execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    return String(os.availableParallelism?.() ?? os.cpus().length);
  }
}

/** The CPU's model name. */
export function readCpuModel() {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('model name'));
    if (line) return line.split(':')[1].trim();
  } catch {
    // not Linux: fall through
  }
  return os.cpus()[0]?.model ?? 'unknown CPU';
}
