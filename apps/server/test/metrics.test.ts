import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataDir, postFile } from './fixtures/upload-requests.ts';
import { createTestApp, createTestCustomer, logIn, type TestApp, testCustomer } from './helpers/test-app.ts';

// GET /metrics (issue 34, part 4): Prometheus metrics behind METRICS_TOKEN, read through app.inject on the test
// database (PGlite, or PostgreSQL with DATABASE_URL).
const token = 'metrics-token-for-the-tests-0123456789';
const authorization = { authorization: `Bearer ${token}` };

/** One sample of a metric in Prometheus's text format: its value, or undefined when there is no such line. */
function readSample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Every value the label takes in the samples of a metric. */
function listLabelValues(text: string, name: string, label: string): string[] {
  const values = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const value = new RegExp(`${label}="((?:[^"\\\\]|\\\\.)*)"`).exec(line)?.[1];
    if (value !== undefined) values.add(value);
  }
  return [...values];
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it('does not exist: 404 in the envelope, with or without a token', async () => {
    for (const headers of [{}, authorization]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: '404', data: { reason: 'resource.notFound' } });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const dataDir = createDataDir();
  let testApp: TestApp;
  const scrape = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: authorization });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    testApp = await createTestApp({ env: { METRICS_TOKEN: token, DATA_DIR: dataDir.dir } });
  });
  afterAll(async () => {
    await testApp?.close();
    dataDir.remove();
  });

  it('refuses a missing or wrong token with 401 in the envelope, in the caller language', async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${token.slice(1)}` },
      { authorization: token },
      { authorization: `Basic ${token}` },
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: '401', data: { reason: 'auth.required' } });
      expect(response.json().msg).toContain('METRICS_TOKEN');
    }
    const zh = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().msg).toContain('令牌');
  });

  it('answers the Prometheus text format, not cached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: authorization });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE boardforge_http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('counts requests by route pattern, method and status: the URL never becomes a label', async () => {
    const quote = { layers: 2, boardLength: 100, boardWidth: 80, boardNumber: 10 };
    for (let index = 0; index < 3; index += 1) {
      const priced = await testApp.app.inject({ method: 'POST', url: '/api/pcb/calcPcbPrice', payload: quote });
      expect(priced.statusCode).toBe(200);
    }
    const refused = await testApp.app.inject({ method: 'POST', url: '/api/pcb/calcPcbPrice', payload: { layers: 3 } });
    expect(refused.statusCode).toBe(400);
    // Fifty different addresses of one route, and fifty of none: two route label values, not a hundred.
    for (let index = 0; index < 50; index += 1) {
      const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
      const content = await testApp.app.inject({ method: 'GET', url: `/api/content/${id}` });
      expect(content.statusCode).toBe(404);
      const unknown = await testApp.app.inject({ method: 'GET', url: `/api/no-such-call/${index}` });
      expect(unknown.statusCode).toBe(404);
    }
    const text = await scrape();
    const name = 'boardforge_http_request_duration_seconds_count';
    const route = '/api/pcb/calcPcbPrice';
    expect(readSample(text, name, { method: 'POST', route, status_code: '200' })).toBe(3);
    expect(readSample(text, name, { method: 'POST', route, status_code: '400' })).toBe(1);
    expect(readSample(text, name, { method: 'GET', route: '(unmatched)', status_code: '404' })).toBe(50);
    expect(readSample(text, name, { method: 'GET', route: '/api/content/:id', status_code: '404' })).toBe(50);
    const routes = listLabelValues(text, name, 'route');
    expect(routes.filter((value) => /0000|no-such-call/.test(value))).toEqual([]);
    // Latency: every observation falls in some bucket, and the sum of times is a positive number of seconds.
    const infinite = readSample(text, 'boardforge_http_request_duration_seconds_bucket', {
      method: 'POST',
      route,
      status_code: '200',
      le: '+Inf',
    });
    expect(infinite).toBe(3);
    expect(
      readSample(text, 'boardforge_http_request_duration_seconds_sum', { route, status_code: '200' }),
    ).toBeGreaterThan(0);
  });

  it('reports the database pool: PostgreSQL connections, or the embedded database memory', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const text = await scrape();
    if (testApp.database.url) {
      expect(readSample(text, 'boardforge_db_pool_connections', { state: 'max' })).toBe(20);
      expect(readSample(text, 'boardforge_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(readSample(text, 'boardforge_db_pool_connections', { state: 'waiting' })).toBe(0);
      expect(readSample(text, 'boardforge_pglite_wasm_memory_bytes')).toBeUndefined();
    } else {
      expect(readSample(text, 'boardforge_pglite_wasm_memory_bytes')).toBeGreaterThan(1024 * 1024);
      expect(readSample(text, 'boardforge_db_pool_connections', { state: 'total' })).toBeUndefined();
    }
  });

  it('reports the depth of every pg-boss queue', async () => {
    // A queue of the test's own with two jobs sent and none worked: pg-boss as the jobs of main.ts use it.
    const boss = new PgBoss({
      db: { executeSql: (text, values) => testApp.database.handle.executeSql(text, values) },
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      await boss.createQueue('metrics-test');
      await boss.send('metrics-test', { n: 1 });
      await boss.send('metrics-test', { n: 2 });
      const text = await scrape();
      expect(readSample(text, 'boardforge_job_queue_jobs', { queue: 'metrics-test', state: 'queued' })).toBe(2);
      expect(readSample(text, 'boardforge_job_queue_jobs', { queue: 'metrics-test', state: 'active' })).toBe(0);
      const [job] = await boss.fetch('metrics-test');
      expect(job).toBeDefined();
      const after = await scrape();
      expect(readSample(after, 'boardforge_job_queue_jobs', { queue: 'metrics-test', state: 'queued' })).toBe(1);
      expect(readSample(after, 'boardforge_job_queue_jobs', { queue: 'metrics-test', state: 'active' })).toBe(1);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('times the uploads the file workers read, by kind and outcome', async () => {
    await createTestCustomer(testApp);
    const cookie = await logIn(testApp.app, { ...testCustomer, loginType: 'client' });
    const cpl = 'Designator,Mid X,Mid Y,Layer,Rotation\r\nC1,10.2mm,5.1mm,Top,90\r\n';
    const read = await postFile(testApp.app, '/api/file/uploadCpl', { filename: 'cpl.csv', content: cpl }, { cookie });
    expect(read.statusCode, read.body).toBe(200);
    const bom = 'Designator,Comment,Quantity\nC1,100n,1';
    const refused = await postFile(
      testApp.app,
      '/api/file/uploadCpl',
      { filename: 'bom.csv', content: bom },
      { cookie },
    );
    expect(refused.statusCode).toBe(400);
    const text = await scrape();
    const name = 'boardforge_file_parse_duration_seconds_count';
    expect(readSample(text, name, { kind: 'cpl', outcome: 'ok' })).toBe(1);
    expect(readSample(text, name, { kind: 'cpl', outcome: 'refused' })).toBe(1);
    expect(
      readSample(text, 'boardforge_file_parse_duration_seconds_sum', { kind: 'cpl', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(readSample(text, 'boardforge_file_workers', { state: 'busy' })).toBe(0);
  });
});
