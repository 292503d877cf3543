// The multi-instance set-up of issue 34, started natively (no container engine here): a fresh PostgreSQL database,
// optionally a local S3 server, N equal app instances from the production bundle, and nginx in front of them with
// deploy/nginx/boardforge.conf.template. Used by `npm run test:cluster` and `npm run bench:cluster`.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Polls `check` until it holds or `limitMs` passes; false when it never held. */
export async function waitFor(check, limitMs, everyMs = 100) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    try {
      if (await check()) return true;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}

export async function findFreePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Builds the web app and the server bundle when either is missing (CI builds them for the browser suite first). */
export function buildWhenMissing() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', '@boardforge/web'], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(path.join(root, 'apps/server/dist/main.mjs'))) {
    execFileSync('npm', ['run', 'build', '-w', '@boardforge/server'], { cwd: root, stdio: 'inherit' });
  }
}

function adminQuery(adminUrl, sql) {
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A fresh database on the server of `adminUrl`; `drop()` removes it. */
export function createClusterDatabase(adminUrl) {
  if (!/^postgres(ql)?:\/\//.test(adminUrl ?? '')) {
    throw new Error('the cluster runs on PostgreSQL: set DATABASE_URL=postgres://… (PGlite is one process only)');
  }
  const name = `boardforge_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** Reads the resident memory of a process in MB (Linux /proc), or undefined. */
export function readRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the cluster. `env` is added to every instance's environment (storage settings, limits). Answers the proxy's
 * origin, the instances (each with its own origin, `kill(signal)` and `start()`), and `stop()` for everything.
 */
export async function startCluster({ instances = 3, databaseUrl, env = {}, logDir }) {
  buildWhenMissing();
  const work = logDir ?? mkdtempSync(path.join(tmpdir(), 'bf-cluster-'));
  mkdirSync(work, { recursive: true });
  const proxyPort = await findFreePort();
  const proxyOrigin = `http://127.0.0.1:${proxyPort}`;
  const members = [];
  for (let index = 0; index < instances; index += 1) {
    const port = await findFreePort();
    members.push(createInstance({ index, port, work, databaseUrl, proxyOrigin, env }));
  }
  // The first starts alone (it migrates and seeds under the advisory lock), then the others together.
  await members[0].start();
  await Promise.all(members.slice(1).map((member) => member.start()));
  const nginx = await startNginx({ work, proxyPort, upstreamPorts: members.map((member) => member.port) });
  return {
    proxyOrigin,
    instances: members,
    work,
    async stop() {
      nginx.stop();
      await Promise.all(members.map((member) => member.stop()));
    },
  };
}

function createInstance({ index, port, work, databaseUrl, proxyOrigin, env }) {
  const dataDir = path.join(work, `instance-${index}`);
  mkdirSync(dataDir, { recursive: true });
  const logPath = path.join(work, `instance-${index}.log`);
  let child;
  const member = {
    index,
    port,
    origin: `http://127.0.0.1:${port}`,
    get pid() {
      return child?.pid;
    },
    get isRunning() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const { openSync } = await import('node:fs');
      const log = openSync(logPath, 'a');
      child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
        cwd: root,
        stdio: ['ignore', log, log],
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? work,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(port),
          // Each instance has a data folder of its own: nothing it stores there may be needed by another.
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          WEB_DIST: path.join(root, 'apps/web/dist'),
          TRUST_PROXY: '127.0.0.1',
          PUBLIC_ORIGIN: proxyOrigin,
          LOG_LEVEL: 'warn',
          ...env,
        },
      });
      const isUp = await waitFor(async () => (await fetch(`${member.origin}/api/health`)).ok, 120_000, 200);
      if (!isUp) throw new Error(`instance ${index} did not answer on ${member.origin}; see ${logPath}`);
    },
    kill(signal = 'SIGKILL') {
      child?.kill(signal);
    },
    async stop() {
      if (!member.isRunning) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const hasExited = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 15_000, false))]);
      if (!hasExited) child.kill('SIGKILL');
    },
    logPath,
  };
  return member;
}

/** nginx from Debian, with the project's configuration filled in, in a prefix of its own (no root needed). */
export async function startNginx({ work, proxyPort, upstreamPorts, name = 'nginx' }) {
  const prefix = path.join(work, name);
  for (const folder of ['logs', 'temp']) mkdirSync(path.join(prefix, folder), { recursive: true });
  const template = readFileSync(path.join(root, 'deploy/nginx/boardforge.conf.template'), 'utf8');
  // The template's placeholders are written as the nginx image's envsubst reads them: a dollar sign and the name in
  // braces (nginx's own variables have no braces there).
  const values = {
    BOARDFORGE_UPSTREAMS: upstreamPorts
      .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
      .join('\n  '),
    BOARDFORGE_LISTEN: `127.0.0.1:${proxyPort}`,
    BOARDFORGE_WEB_DIST: path.join(root, 'apps/web/dist'),
  };
  const site = template.replace(/\$\{(BOARDFORGE_\w+)\}/g, (placeholder, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx/boardforge.conf.template: unknown placeholder ${placeholder}`);
    return values[name];
  });
  writeFileSync(path.join(prefix, 'boardforge.conf'), site);
  const temp = path.join(prefix, 'temp');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'logs/error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log off;`,
      `  client_body_temp_path ${temp}/body;`,
      `  proxy_temp_path ${temp}/proxy;`,
      `  fastcgi_temp_path ${temp}/fastcgi;`,
      `  uwsgi_temp_path ${temp}/uwsgi;`,
      `  scgi_temp_path ${temp}/scgi;`,
      '  include boardforge.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  if (!nginxPath) throw new Error('nginx is not installed: apt-get install nginx-light');
  execFileSync(nginxPath, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  const child = spawn(nginxPath, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const isUp = await waitFor(
    async () => (await fetch(`http://127.0.0.1:${proxyPort}/api/health`)).status < 500,
    20_000,
  );
  if (!isUp) throw new Error(`nginx did not answer on port ${proxyPort}; see ${prefix}/logs/error.log`);
  return {
    origin: `http://127.0.0.1:${proxyPort}`,
    stop() {
      child.kill('SIGQUIT');
    },
  };
}

/** Removes the cluster's working folder. */
export function removeWork(work) {
  rmSync(work, { recursive: true, force: true });
}

/**
 * A local S3 server (s3rver, as the storage tests use) over a folder of `work`, with one empty bucket; `env` points
 * instances at it (STORAGE=s3 and the S3_* settings). s3rver checks signatures against its fixed key.
 */
export async function startS3Server(work, bucket) {
  const { default: S3rver } = await import('s3rver');
  const directory = path.join(work, `s3-${bucket}`);
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: () => server.close(),
  };
}
