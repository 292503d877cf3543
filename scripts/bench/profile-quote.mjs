// Profiling aid: `node --cpu-prof --cpu-prof-dir=/tmp/prof scripts/bench/profile-quote.mjs [seconds]` loads
// POST /api/pcb/calcPcbPrice for a few seconds (autocannon in a worker) so the main thread's profile is the server's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { buildPcbSpecs } from './pcb-specs.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { buildApp } = await import('../../apps/server/src/app.ts');
const { loadConfig } = await import('../../apps/server/src/config/env.ts');
const { openDatabase } = await import('../../apps/server/src/db/client.ts');
const { prepareDatabase } = await import('../../apps/server/src/db/prepare.ts');
const { quotePcb } = await import('../../packages/domain/src/pricing/pcb.ts');
const { defaultPriceBook } = await import('../../packages/domain/src/pricing/price-book.ts');

const seconds = Number(process.argv[2] ?? 5);
const database = await openDatabase({ inMemory: true });
await prepareDatabase(database, { migrationsDir: path.join(root, 'apps/server/drizzle'), includeDemoAccounts: false });
const config = loadConfig({ QUOTE_RATE_LIMIT: '0', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const app = await buildApp(config, { database, logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const now = new Date('2026-11-23T02:00:00Z');
const specs = buildPcbSpecs(400)
  .filter((spec) => quotePcb(spec, defaultPriceBook, now).ok)
  .slice(0, 200);
const result = await autocannon({
  url,
  connections: 20,
  duration: seconds,
  workers: 1,
  requests: specs.map((spec) => ({
    method: 'POST',
    path: '/api/pcb/calcPcbPrice',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  })),
});
console.log(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non2xx ${result.non2xx}`);
await app.close();
await database.close();
