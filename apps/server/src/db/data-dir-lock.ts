import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Claims a PGlite data folder for this process with a pid file beside it (`<dir>.lock`): PGlite is
 * one process per data folder, and a second process opening it would corrupt it. A lock left by a
 * process that no longer runs is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessRunning(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}; PGlite allows one process per data folder (stop that process, or use DATABASE_URL for PostgreSQL)`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile, { force: true });
    } catch {
      // already gone
    }
  };
}

function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
