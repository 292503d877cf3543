import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let webDist: string;
const indexHtml =
  '<!doctype html><html lang="zh-CN"><head><title>BoardForge</title></head><body><div id="root"></div><script src="/assets/app-1a2b.js"></script></body></html>';

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'boardforge-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app");');
  // As the build writes them (apps/web/vite.config.ts precompressAssets).
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log("app");'));
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.gz'), gzipSync('console.log("app");'));
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  testApp = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await testApp?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  testApp.app.inject({ method: 'GET', url, headers: { accept } });

describe('the built web app', () => {
  it('serves index.html at / without long caching, with the security headers', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script src="/assets/app-1a2b.js"></script>');
    expect(response.body).toContain('<link rel="canonical"');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('serves the home page at / whatever the Accept header (a curl or an uptime check gets the site, not a 404)', async () => {
    for (const accept of ['*/*', 'application/json', '']) {
      const response = await get('/', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers index.html for client-side routes a browser navigates to', async () => {
    for (const url of ['/erp/procurement', '/order/pcbOrder?tab=2', '/personal', '/boardMaking']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    const page = await get('/valuation');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/assets/app-1a2b.js"></script>');
  });

  it('sends an asset’s precompressed file in the encoding the browser accepts, and the file itself otherwise', async () => {
    const asset = (acceptEncoding?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("app");');
    expect((await asset('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('serves hashed assets with a year of caching', async () => {
    const response = await get('/assets/app-1a2b.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset or file, never index.html', async () => {
    for (const url of ['/assets/gone-9z9z.js', '/assets/gone', '/missing.png']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
      expect(response.json().code, url).toBe('404');
    }
  });

  it('answers 404 to non-HTML requests for unknown paths, and API 404s stay JSON', async () => {
    expect((await get('/valuation', 'application/json')).statusCode).toBe(404);
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      code: '404',
      msg: 'No such API endpoint: GET /api/unknown.',
      data: { reason: 'resource.notFound' },
    });
  });

  it('serves other files and still answers the API', async () => {
    expect((await get('/favicon.svg', 'image/*')).statusCode).toBe(200);
    expect((await get('/api/health', 'application/json')).json().data.status).toBe('ok');
  });

  it('does not serve files outside the folder', async () => {
    for (const url of [
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f..%2f..%2fetc%2fhosts',
      '/../../etc/passwd',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain('root:');
      expect(response.body, url).not.toContain('localhost');
      if (response.statusCode !== 404) expect(response.statusCode, url).toBe(400);
    }
  });
});
