import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseStartupError, describeDatabaseStartupError, maskUrlPassword } from '../src/startup-failure.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bf-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts src/main.ts with the given settings and waits for it to end (it must fail before listening). */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}

describe('start-up with a database it cannot reach', () => {
  it('prints one line naming DATABASE_URL (password masked) and the reason, and exits non-zero', async () => {
    const result = await startServer({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/x' });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe(
      'cannot connect to the database at DATABASE_URL (postgres://nobody:***@127.0.0.1:1/x): ECONNREFUSED',
    );
    expect(result.stdout).toBe('');
  });

  it('describes refusals by their code: a connection of several addresses, a missing database', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    const several = new AggregateError([refused, new Error('second')], '');
    expect(describeDatabaseStartupError(new DatabaseStartupError({ databaseUrl: 'postgres://a@h/x' }, several))).toBe(
      'cannot connect to the database at DATABASE_URL (postgres://a@h/x): ECONNREFUSED',
    );
    const missing = Object.assign(new Error('database "x" does not exist'), { code: '3D000' });
    expect(describeDatabaseStartupError(new DatabaseStartupError({ databaseUrl: 'postgres://a@h/x' }, missing))).toBe(
      'cannot connect to the database at DATABASE_URL (postgres://a@h/x): 3D000 (database "x" does not exist)',
    );
    expect(maskUrlPassword('postgresql://u:p%40ss@db.example:5433/bf?sslmode=require')).toBe(
      'postgresql://u:***@db.example:5433/bf?sslmode=require',
    );
    expect(maskUrlPassword('not a url :secret@')).not.toContain('secret');
  });
});
