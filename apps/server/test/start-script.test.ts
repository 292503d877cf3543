import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// `npm start` (scripts/start.mjs) must stop the server it started: on SIGTERM/SIGINT, and when the shell npm runs it
// under is killed instead (npm passes SIGTERM to `sh -c`, which dies without passing it on). Waits are bounded polls,
// never timing assertions. WEB_DIST points at an empty folder so no web build is made; the server bundle is built
// when stale (about two seconds).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const startedPids: number[] = [];
// One data folder for both starts (the second finds it migrated and seeded, which saves most of a start).
const dir = mkdtempSync(path.join(tmpdir(), 'bf-start-'));

afterEach(() => {
  // Whatever a failed test left running (only the processes this file started, by id).
  for (const pid of startedPids.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The parent of a process (Linux /proc), or undefined where /proc is not there. */
function readParentPid(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, so read after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls until `check` holds, up to `limitMs`; false when it never did. */
async function waitFor(check: () => Promise<boolean> | boolean, limitMs: number): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function isHealthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Starts the start script (directly, or under `sh -c` as npm does) and waits for the server to answer. */
async function startSite(underShell: boolean) {
  const port = await findFreePort();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    NODE_ENV: 'development',
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: path.join(dir, 'no-web'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  const child: ChildProcess = underShell
    ? spawn('sh', ['-c', 'node scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid) startedPids.push(child.pid);
  let output = '';
  let serverPid: number | undefined;
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    // The server logs JSON lines carrying its process id: the start script's child.
    serverPid ??= Number(/"pid":(\d+)/.exec(output)?.[1]) || undefined;
    if (serverPid && !startedPids.includes(serverPid)) startedPids.push(serverPid);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  expect(await waitFor(() => isHealthy(port), 90_000), output).toBe(true);
  expect(await waitFor(() => serverPid !== undefined, 10_000), output).toBe(true);
  return { child, port, serverPid: serverPid as number, exited, output: () => output };
}

describe('scripts/start.mjs', () => {
  it('passes SIGTERM to the server and ends with its code; the port closes and the server is gone', async () => {
    const site = await startSite(false);
    site.child.kill('SIGTERM');
    const code = await Promise.race([site.exited, new Promise((resolve) => setTimeout(resolve, 30_000, 'running'))]);
    expect(code, site.output()).toBe(0);
    expect(await waitFor(() => !isAlive(site.serverPid), 15_000)).toBe(true);
    expect(await isHealthy(site.port)).toBe(false);
  }, 150_000);

  it('stops the server when the shell npm runs it under is killed (the `npm start` case)', async () => {
    const site = await startSite(true);
    const startPid = readParentPid(site.serverPid);
    if (startPid !== undefined && startPid !== site.child.pid) startedPids.push(startPid);
    site.child.kill('SIGTERM'); // the shell: it dies and the start script is left an orphan
    expect(await waitFor(() => !isAlive(site.serverPid), 30_000), site.output()).toBe(true);
    expect(await isHealthy(site.port)).toBe(false);
    if (startPid !== undefined) expect(await waitFor(() => !isAlive(startPid), 15_000)).toBe(true);
  }, 150_000);
});
