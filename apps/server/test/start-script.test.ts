import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, createServer } from 'node:net';
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
    // The demo accounts' password hashes are cheap (the drain test logs one in).
    PASSWORD_HASH_COST: 'fast',
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

/** Resolves when a new connection to the port is refused: the server no longer listens. */
async function waitForRefusedConnection(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Starts an upload of a pick-and-place list (`lines` placements, about 25 bytes each) whose body the test sends in
 * two halves: `accepted` resolves once the server has the request (its 100 Continue) and the first half is sent.
 */
function startSlowUpload(port: number, cookie: string, lines: number) {
  const boundary = '----boardforge-drain-test';
  const rows = Array.from({ length: lines }, (_, index) => `R${index},${index % 100}mm,${index % 50}mm,Top,0`);
  const csv = ['Designator,Mid X,Mid Y,Layer,Rotation', ...rows, ''].join('\r\n');
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big-cpl.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  const client = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/file/uploadCpl',
    // A client that keeps its connection (as browsers and proxies do): the server must close it after the answer.
    agent: new Agent({ keepAlive: true }),
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string } | { error: Error }>((resolve) => {
    client.on('response', (response: IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    client.on('error', (error) => resolve({ error }));
  });
  const half = Math.floor(body.length / 2);
  const accepted = new Promise<void>((resolve) =>
    client.once('continue', () => {
      client.write(body.subarray(0, half));
      resolve();
    }),
  );
  return { accepted, answer, finish: () => client.end(body.subarray(half)), size: body.length };
}

describe('the server on SIGTERM (issue 34, part 4)', () => {
  it('refuses new connections at once, answers the upload in flight, stops its jobs and exits 0', async () => {
    const site = await startSite(false);
    // The pg-boss jobs are running, so the shutdown has them to stop.
    expect(await waitFor(() => site.output().includes('background jobs started'), 60_000), site.output()).toBe(true);
    const login = await fetch(`http://127.0.0.1:${site.port}/api/user/land`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '13900000001', password: 'Demo1234', loginType: 'manage' }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const cookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();

    const upload = startSlowUpload(site.port, cookie as string, 19_000);
    expect(upload.size).toBeGreaterThan(400_000);
    await upload.accepted;
    process.kill(site.serverPid, 'SIGTERM');
    await waitForRefusedConnection(site.port);
    expect(isAlive(site.serverPid)).toBe(true); // still answering the upload

    upload.finish();
    const answer = await upload.answer;
    expect(answer).toMatchObject({ status: 200 });
    const data = 'body' in answer ? JSON.parse(answer.body).data : undefined;
    expect(data).toMatchObject({ fileName: 'big-cpl.csv', analysis: { placements: 19_000, top: 19_000 } });

    expect(await site.exited, site.output()).toBe(0); // the start script ends with the server's code
    expect(await waitFor(() => !isAlive(site.serverPid), 15_000)).toBe(true);
    const lines = site
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; jobs?: string[] });
    const finished = lines.find((line) => line.msg?.startsWith('shut down: requests answered'));
    expect(finished?.jobs?.sort(), site.output()).toEqual([
      'clean-ups',
      'design reminders',
      'traffic roll-up',
      'webhooks',
    ]);
    expect(lines.some((line) => line.msg === 'requests still running after the grace period were cut')).toBe(false);
  }, 150_000);
});
