import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function makeDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'boardforge-lock-'));
  folders.push(folder);
  return path.join(folder, 'pglite');
}

describe('acquireDataDirLock', () => {
  it('claims the folder and releases it', () => {
    const dataDir = makeDataDir();
    const release = acquireDataDirLock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a folder another running process holds', () => {
    const dataDir = makeDataDir();
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by process \d+; PGlite allows one process/);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = makeDataDir();
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const release = acquireDataDirLock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
