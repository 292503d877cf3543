// Profiling aid for saveOrder: `node scripts/bench/profile-orders.mjs [saves] [profile.cpuprofile]`
// builds the app (PGlite in memory, or a fresh PostgreSQL database beside DATABASE_URL's, dropped afterwards), makes
// a few customers as bench:orders does, then saves orders ONE AT A TIME through app.inject and prints, per save, the
// CPU time of this process, the SQL statements sent (node-postgres or PGlite) with their wall time, and the slowest
// statement texts. Serial on purpose: the numbers are the cost of one save, not of the host's load.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { buildPcbSpecs } from './pcb-specs.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { buildApp } = await import('../../apps/server/src/app.ts');
const { loadConfig } = await import('../../apps/server/src/config/env.ts');
const { openDatabase } = await import('../../apps/server/src/db/client.ts');
const { prepareDatabase } = await import('../../apps/server/src/db/prepare.ts');
const { insertAddress } = await import('../../apps/server/src/modules/addresses/addresses.repository.ts');
const { insertFile } = await import('../../apps/server/src/modules/files/files.repository.ts');
const { createSessionsService } = await import('../../apps/server/src/modules/sessions/sessions.service.ts');
const { insertUser } = await import('../../apps/server/src/modules/users/users.repository.ts');
const { quotePcb } = await import('../../packages/domain/src/pricing/pcb.ts');
const { defaultPriceBook } = await import('../../packages/domain/src/pricing/price-book.ts');

const saves = Number(process.argv[2] ?? 300);
const adminUrl = process.env.DATABASE_URL;

// Every statement the drivers send: its text (first 90 characters) and wall time until its answer.
let statements = [];
const wrap = (prototype, method) => {
  const original = prototype[method];
  prototype[method] = function wrapped(...args) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? String(args[0]));
    const started = performance.now();
    const entry = { text: text.replace(/\s+/g, ' ').slice(0, 90), ms: 0 };
    statements.push(entry);
    const result = original.apply(this, args);
    if (result && typeof result.then === 'function') {
      return result.then((value) => {
        entry.ms = performance.now() - started;
        return value;
      });
    }
    return result;
  };
};
wrap(pg.Client.prototype, 'query');
wrap(PGlite.prototype, 'query');
wrap(PGlite.prototype, 'exec');

let databaseName;
let target = { inMemory: true };
if (adminUrl) {
  databaseName = `boardforge_profile_orders_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  target = { databaseUrl: url.toString() };
}
const database = await openDatabase(target);
try {
  await prepareDatabase(database, {
    migrationsDir: path.join(root, 'apps/server/drizzle'),
    includeDemoAccounts: false,
  });
  const config = loadConfig({
    NODE_ENV: 'development',
    QUOTE_RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: '/tmp/boardforge-profile-orders',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const app = await buildApp(config, { database, logger: false });
  const specs = buildPcbSpecs(400)
    .filter((spec) => quotePcb(spec, defaultPriceBook, new Date()).ok)
    .slice(0, 200)
    .map(({ gerberFileId, ...spec }) => spec);
  const { db } = database;
  const sessions = createSessionsService({ db, now: () => new Date() });
  const customers = [];
  for (let index = 0; index < 10; index += 1) {
    const user = await insertUser(db, {
      phone: `171${String(index).padStart(8, '0')}`,
      passwordHash: 'x',
      nickname: `P ${index}`,
      kind: 'client',
    });
    const address = { fullName: '王', mobile: '13800138000', province: '广东省', city: '深圳市', district: '南山区' };
    const addressId = await insertAddress(db, user.id, { ...address, detail: `${index}`, isDefault: true }, new Date());
    const file = await insertFile(db, {
      ownerUserId: user.id,
      kind: 'gerber',
      originalName: 'b.zip',
      mediaType: 'application/zip',
      hash: `${String(index).padStart(8, '0')}${'0'.repeat(56)}`,
      size: 1,
      analysis: { layers: 2 },
    });
    const started = await sessions.startSession(user, { rememberMe: true });
    customers.push({ cookie: `sid=${started.token}`, addressId, gerberFileId: file.id });
  }
  const save = (n) => {
    const customer = customers[n % customers.length];
    const spec = specs[(n * 7) % specs.length];
    const body = {
      orderType: 'pcb',
      spec,
      invoiceType: spec.invoiceType ?? 'none',
      invoicingMethod: 'electronic',
      contractTitle: 'Bench Ltd',
      placingOrder: '王小明',
      placingOrderPhone: '13800138000',
      technicians: '李工',
      techniciansPhone: '13900139000',
      addressId: customer.addressId,
      shippingMethod: 'express',
      idempotencyKey: `profile-${n}`,
      ...(n % 5 === 0 ? { gerberFileId: customer.gerberFileId } : {}),
      ...(n % 4 === 0 ? { remark: `请加急 ${n}` } : {}),
    };
    return app.inject({
      method: 'POST',
      url: '/api/orderInfo/saveOrder',
      headers: { cookie: customer.cookie },
      payload: body,
    });
  };
  for (let n = 0; n < 50; n += 1) await save(1_000_000 + n); // warm-up: JIT, caches
  statements = [];
  const profilePath = process.argv[3];
  const inspector = new Session();
  if (profilePath) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  for (let n = 0; n < saves; n += 1) {
    const response = await save(n);
    if (response.statusCode !== 200) throw new Error(`save ${n}: ${response.statusCode} ${response.body}`);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - wallBefore;
  if (profilePath) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(profilePath, JSON.stringify(profile));
    inspector.disconnect();
  }
  console.log(`${target.databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${saves} serial saves`);
  console.log(
    `  CPU per save ${((cpu.user + cpu.system) / 1000 / saves).toFixed(2)} ms (user ${(cpu.user / 1000 / saves).toFixed(2)}, system ${(cpu.system / 1000 / saves).toFixed(2)}); wall ${(wallMs / saves).toFixed(2)} ms`,
  );
  console.log(
    `  statements per save ${(statements.length / saves).toFixed(2)}, their wall time ${(statements.reduce((sum, s) => sum + s.ms, 0) / saves).toFixed(2)} ms`,
  );
  const byText = new Map();
  for (const { text, ms } of statements) {
    const entry = byText.get(text) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += ms;
    byText.set(text, entry);
  }
  for (const [text, { count, ms }] of [...byText].sort((a, b) => b[1].count - a[1].count).slice(0, 15)) {
    console.log(`  ${(count / saves).toFixed(2)}× ${(ms / count).toFixed(2)} ms  ${text}`);
  }
  await app.close();
} finally {
  await database.close();
  if (databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
}
