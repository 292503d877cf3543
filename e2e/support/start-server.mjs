// Starts the production server for the browser tests on a fresh database:
// a new PGlite data directory, or, when DATABASE_URL is set, a new PostgreSQL database beside it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The rig's secrets are known values, so public-assets.spec.ts can prove none of them reaches the browser. The mini
// program's AppSecret is left out here: this server has no mini program (mobile-handoff.spec.ts starts one with it).
const { WECHAT_MINI_APP_SECRET: _miniProgramOnly, ...rigSecrets } = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'rig-secrets.json'), 'utf8'),
);
// Every journey registers customers from 127.0.0.1, so the per-IP code limit (20 an hour) is raised for the test rig only.
const env = {
  ...process.env,
  ...rigSecrets,
  PORT: process.env.E2E_PORT ?? '3199',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SMS_CODES_PER_IP_HOUR: '1000',
  // Staff and customers of every journey log in from 127.0.0.1: more than 30 a minute once the suite runs fast.
  LOGINS_PER_IP_MINUTE: '1000',
  // Every journey's pages log their views from 127.0.0.1 too: past 60 a minute the traffic journey's own views were 429s.
  VISIT_LOGS_PER_IP_MINUTE: '100000',
  // Journeys that register and then log in or reset by code would wait out the one-code-a-minute interval; the rig
  // allows a code a second (refused in production; accounts-codes.test.ts checks the contract's minute).
  CODE_RESEND_SECONDS: '1',
  // Every journey registers and logs in; cheap hashes for the rig (the server refuses this in production).
  PASSWORD_HASH_COST: 'fast',
  // webhooks.spec.ts receives deliveries on a free port of 127.0.0.1, a loopback address webhooks may not reach
  // unless this names it (refused in production).
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
};
delete env.NODE_ENV;
const dataDir = mkdtempSync(join(tmpdir(), 'boardforge-e2e-'));
env.DATA_DIR = dataDir;
let dropDatabase = async () => {};

if (process.env.DATABASE_URL) {
  const adminUrl = new URL(process.env.DATABASE_URL);
  const name = `boardforge_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.mjs')], { env, stdio: 'inherit' });
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
  await new Promise((done) => server.once('exit', done));
  await dropDatabase().catch((error) => console.error('could not drop the e2e database', error));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`server exited with ${code}`);
    process.exit(code ?? 1);
  }
});
