import { maxHeaderSize } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { isPostgres } from './helpers/test-database.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    logger: { level: 'info', stream: logStream },
    beforeReady: async (app) => {
      await app.register(
        async (scope) => {
          scope.get('/test/boom', { config: { access: 'public' } }, async () => {
            throw new Error('connect ECONNREFUSED password=hunter2');
          });
        },
        { prefix: '/api' },
      );
    },
  });
});
afterAll(async () => {
  await testApp?.close();
});

const loginPayload = { username: '13900000001', password: 'wrong-password', loginType: 'manage', rememberMe: false };

describe('envelope and error codes', () => {
  it('answers health in the envelope with the database engine', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: '200',
      msg: 'OK',
      data: { status: 'ok', db: isPostgres ? 'postgres' : 'pglite' },
    });
  });

  it('refuses invalid input with 400 naming the fields and limits', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/land',
      payload: { username: 'x'.repeat(255), loginType: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('400');
    expect(body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'username must be at most 254 characters long' },
        { field: 'password', message: 'password is required' },
        { field: 'loginType', message: 'loginType must be one of: client, manage' },
      ]),
    );
    expect(body.msg).toContain('username must be at most 254 characters long');
    expect(body.msg).toContain('password is required');
  });

  it('answers validation messages in Chinese for a zh Accept-Language', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/land',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
      payload: { username: '13900000001', loginType: 'manage' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([{ field: 'password', message: 'password 为必填项' }]);
    expect(response.json().msg).toBe('输入有误：password 为必填项。');
  });

  it('names the whole body when it is missing', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/user/land' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([{ field: '', message: 'the request body is required' }]);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/land',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "139',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: '400',
      msg: 'The request body is not valid JSON.',
      data: { reason: 'request.invalid' },
    });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/land',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=13900000001',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('415');
    expect(response.json().msg).toContain('text/plain');
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/land',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...loginPayload, padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: '413',
      msg: 'The request body is larger than the limit of 1 MiB.',
      data: { reason: 'field.tooLarge' },
    });
  });

  it('answers an unknown /api route with 404 in the envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: '404',
      msg: 'No such API endpoint: GET /api/no/such/thing.',
      data: { reason: 'resource.notFound' },
    });
    const post = await testApp.app.inject({ method: 'POST', url: '/api/user/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('404');
  });

  it('answers a path parameter over 100 characters with 400 naming the limit, in the caller language', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const english = await testApp.app.inject({ method: 'GET', url: `/api/user/avatar/${'a'.repeat(101)}` });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toMatchObject({
        code: '400',
        msg: 'A part of the address is longer than 100 characters.',
      });
      const chinese = await testApp.app.inject({
        method: 'GET',
        url: `/api/user/avatar/${'a'.repeat(101)}`,
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(chinese.json()).toMatchObject({ code: '400', msg: '请求地址中的某一段超过 100 个字符。' });
      // The limit is set where Fastify 5 reads it (routerOptions), so no deprecation warning is printed at start-up.
      const second = await createTestApp();
      await second.close();
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('maxParamLength'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('keeps serving after bad requests', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('request id and security headers', () => {
  it('generates an X-Request-Id, or keeps a sane incoming one', async () => {
    const generated = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-abc.123' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-abc.123');
    const insane = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\twith <script>' },
    });
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the request id on errors and into the logs', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'trace-404' },
    });
    expect(response.headers['x-request-id']).toBe('trace-404');
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.some((entry) => entry.requestId === 'trace-404')).toBe(true);
  });

  it('sets the security headers on answers and errors', async () => {
    for (const url of ['/api/health', '/api/missing']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

/** An answer read off the wire: status, headers (lower-cased names) and body. */
type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Writes raw bytes to the listening app and reads the whole answer until the server closes the connection. */
function sendRaw(port: number, request: string, onConnected?: (socket: Socket) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status, headers, body });
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => undefined); // a reset after the answer: 'close' follows and reads what came
    socket.on('connect', () => {
      if (request) socket.write(request);
      onConnected?.(socket);
    });
  });
}

describe('what Node refuses before Fastify sees a request (clientError)', () => {
  let port: number;
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  /** The envelope of a refusal Node's parser raised, with a request id and the security headers. */
  function expectEnvelope(answer: RawAnswer, status: number, msg: string | RegExp): void {
    expect(answer.status, answer.body).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({
      code: String(status),
      msg: typeof msg === 'string' ? msg : expect.stringMatching(msg),
      data: { reason: 'request.invalid' },
    });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }

  it('answers a request line over the header limit with 431 in the envelope, in the caller language, with its id', async () => {
    const answer = await sendRaw(
      port,
      `GET /api/health?q=${'a'.repeat(maxHeaderSize + 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        'Accept-Language: zh-CN,zh;q=0.9\r\nX-Request-Id: trace-431\r\n\r\n',
    );
    expectEnvelope(
      answer,
      431,
      `请求地址和请求头超过了 ${maxHeaderSize / 1024} KiB 的上限；请清除本站的 Cookie 或缩短地址后重试。`,
    );
    expect(answer.headers['x-request-id']).toBe('trace-431');
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(expect.objectContaining({ requestId: 'trace-431', status: '431' }));
  });

  it('answers headers over the limit (a huge cookie) with 431 in English and a fresh request id', async () => {
    const answer = await sendRaw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\nCookie: big=${'b'.repeat(maxHeaderSize + 1024)}\r\n\r\n`,
    );
    expectEnvelope(
      answer,
      431,
      new RegExp(`^The request's address and headers are larger than the limit of ${maxHeaderSize / 1024} KiB; clear`),
    );
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers bytes that are not HTTP with 400, and headers that never arrive in time with 408', async () => {
    const garbage = await sendRaw(port, 'HELLO THERE\r\n\r\n');
    expectEnvelope(garbage, 400, 'The request is not valid HTTP and could not be read.');
    // Node raises the timeout from its own timer (headersTimeout, 60 s); the test raises the same event at once.
    const serverSocket = new Promise<Socket>((resolve) => testApp.app.server.once('connection', resolve));
    const timeout = await sendRaw(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', () => {
      void serverSocket.then((socket) => {
        const error = Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
        testApp.app.server.emit('clientError', error, socket);
      });
    });
    expectEnvelope(timeout, 408, 'The request did not arrive in time; send it again.');
  });

  it('keeps serving after them', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(answer.status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { origin: 'https://evil.example', host: 'boardforge.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: '403',
      msg: 'Requests from another site are not allowed.',
      data: { reason: 'access.crossSite' },
    });
    const opaque = await testApp.app.inject({ method: 'POST', url: '/api/user/logout', headers: { origin: 'null' } });
    expect(opaque.statusCode).toBe(403);
  });

  it('allows the same origin, no Origin header, and safe methods from elsewhere', async () => {
    const same = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { origin: 'http://boardforge.example:3000', host: 'boardforge.example:3000' },
    });
    expect(same.statusCode).toBe(200);
    const none = await testApp.app.inject({ method: 'POST', url: '/api/user/logout' });
    expect(none.statusCode).toBe(200);
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('publishes the routes with their schemas at /api/docs/json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/user/land',
      '/api/user/logout',
      '/api/user/me',
      '/api/sys/getMenuByRoleId',
      '/api/sys/getAllEnMenu',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    const login = document.paths['/api/user/land'].post;
    expect(JSON.stringify(login.requestBody)).toContain('loginType');
    expect(document.paths['/api/sys/getMenuByRoleId'].get.parameters[0].name).toBe('roleId');
  });

  it('serves the browsable page with a CSP that lets swagger-ui run', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    const script = await testApp.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("resolveUrl('./json')");
  });
});

describe('unexpected errors', () => {
  it('answers 500 with a generic message and logs the details', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'boom-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: '500',
      msg: 'Something went wrong on the server. Please try again later.',
      data: { reason: 'server.internal' },
    });
    expect(response.body).not.toContain('hunter2');
    const logged = logLines.find((line) => line.includes('boom-1') && line.includes('hunter2'));
    expect(logged).toBeDefined();
    const zh = await testApp.app.inject({ method: 'GET', url: '/api/test/boom', headers: { 'accept-language': 'zh' } });
    expect(zh.json().msg).toBe('服务器出错了，请稍后再试。');
  });
});
