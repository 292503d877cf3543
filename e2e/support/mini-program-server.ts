import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/** The secrets the rig gives its servers (known values, so a test can look for them where they must not be). */
export const rigSecrets = JSON.parse(readFileSync(join(here, 'rig-secrets.json'), 'utf8')) as Record<string, string>;

/** What the fake WeChat platform was asked: the jump_wxa of each URL-scheme request. */
type SchemeRequest = { path: string; query: string };

/** A fake of WeChat's mini-program server API on loopback: the token call and the URL-scheme call. */
export type FakeMiniProgramApi = {
  baseUrl: string;
  appId: string;
  schemeRequests: SchemeRequest[];
  close(): Promise<void>;
};

/** Starts the fake on a free loopback port; it checks the AppID and AppSecret and accepts only its own tokens. */
export async function startFakeMiniProgramApi(): Promise<FakeMiniProgramApi> {
  const appId = 'wxe2e0123456789abc';
  const tokens = new Set<string>();
  const schemeRequests: SchemeRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const send = (body: unknown) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'GET' && url.pathname === '/cgi-bin/token') {
        if (url.searchParams.get('appid') !== appId) return send({ errcode: 40013, errmsg: 'invalid appid' });
        if (url.searchParams.get('secret') !== rigSecrets.WECHAT_MINI_APP_SECRET) {
          return send({ errcode: 40125, errmsg: 'invalid appsecret' });
        }
        const token = `E2E_TOKEN_${tokens.size + 1}`;
        tokens.add(token);
        return send({ access_token: token, expires_in: 7200 });
      }
      if (request.method === 'POST' && url.pathname === '/wxa/generatescheme') {
        if (!tokens.has(url.searchParams.get('access_token') ?? '')) {
          return send({ errcode: 40001, errmsg: 'invalid credential' });
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { jump_wxa: SchemeRequest };
        schemeRequests.push(body.jump_wxa);
        return send({ errcode: 0, errmsg: 'ok', openlink: `weixin://dl/business/?t=e2e${schemeRequests.length}` });
      }
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end('{"errcode":-1,"errmsg":"not found"}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    appId,
    schemeRequests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A free loopback port, as the system hands one out. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** A second production server of the built app, with a mini program on the fake; on its own PGlite data folder. */
export type MiniProgramSite = { baseURL: string; close(): Promise<void> };

/**
 * Starts the built server (apps/server/dist) with the mini-program settings pointing at `api`, and waits for it.
 * The rig's own server has no mini program, so both sides of the offer are seen against the same build.
 */
export async function startMiniProgramSite(api: FakeMiniProgramApi): Promise<MiniProgramSite> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'boardforge-e2e-mini-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...rigSecrets,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PASSWORD_HASH_COST: 'fast',
    WECHAT_MINI_API_BASE: api.baseUrl,
    WECHAT_MINI_APP_ID: api.appId,
  };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist/main.mjs')], {
    env,
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the mini-program site exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseURL}/api/health`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (healthy) return { baseURL, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error('the mini-program site did not start within 2 minutes');
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
