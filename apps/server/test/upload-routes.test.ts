import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../src/plugins/access.ts';
import { createDataDir, listFolder, nextRemoteAddress } from './fixtures/upload-requests.ts';
import {
  createTestApp,
  createTestCustomer,
  logIn,
  logInAsStaff,
  type TestApp,
  testCustomer,
} from './helpers/test-app.ts';

// Issue 33, point 6: a multipart body that cannot be parsed (no boundary, a body cut mid-part, parts under another
// boundary) is a 400 in the envelope on every upload route, in the caller's language — answered by the one error
// handler (plugins/malformed-multipart.ts), never a 500. The routes are read from the OpenAPI document (every route
// declaring a multipart/form-data body), so an upload route added later is walked too.

let testApp: TestApp;
let customer: string;
let staff: string;
const dataDir = createDataDir();
const uploadRoutes: { url: string; access: RouteAccess }[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir } });
  await createTestCustomer(testApp);
  customer = await logIn(testApp.app, { ...testCustomer, loginType: 'client' });
  staff = await logInAsStaff(testApp.app, '1');
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.requestBody?.content?.['multipart/form-data']) continue;
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const route = testApp.app.registeredRoutes.find(
        (registered) =>
          registered.method === method.toUpperCase() && registered.url === path.replace(/\{(\w+)\}/g, ':$1'),
      );
      if (!route) throw new Error(`${method} ${path} is documented but not registered`);
      uploadRoutes.push({ url, access: route.access });
    }
  }
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
});

/** The cookie of a caller the route lets in, so the request reaches the body. */
function cookieFor(access: RouteAccess): Record<string, string> {
  if (access === 'public') return {};
  if (access === 'user' || access === 'client') return { cookie: customer };
  return { cookie: staff };
}

const boundary = 'boardforge-upload-routes';
/** The head of the file part, under a file name of the kind the route takes (the name is checked before the bytes). */
const filePartHead = (fileName: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
const wholeBody = `${filePartHead('board.zip')}PK\u0003\u0004 some bytes\r\n--${boundary}--\r\n`;

const noBoundary = {
  en: 'The upload could not be read: its Content-Type multipart/form-data names no usable boundary. Send the file in the form field "file" of a multipart/form-data body.',
  'zh-CN':
    '无法读取上传内容：Content-Type 为 multipart/form-data，但没有可用的 boundary（分隔符）。请以 multipart/form-data 格式在表单字段“file”中上传文件。',
};
const incomplete = {
  en: 'The upload could not be read: the multipart/form-data body ends before its closing boundary (cut short, or its parts are not separated by the boundary its Content-Type names). Send the file again in the form field "file".',
  'zh-CN':
    '无法读取上传内容：multipart/form-data 请求体在结束分隔符之前就结束了（内容被截断，或各部分没有用 Content-Type 中声明的 boundary 分隔）。请在表单字段“file”中重新上传文件。',
};

/** Malformed bodies: the Content-Type, the bytes, and the message they are refused with. */
const malformedBodies = [
  { name: 'no boundary', contentType: 'multipart/form-data', body: wholeBody, messages: noBoundary },
  {
    name: 'a boundary longer than the parser takes',
    contentType: `multipart/form-data; boundary=${'x'.repeat(300)}`,
    body: wholeBody,
    messages: noBoundary,
  },
  {
    name: 'parts under another boundary',
    contentType: 'multipart/form-data; boundary=another-boundary',
    body: wholeBody,
    messages: incomplete,
  },
  {
    name: 'a body cut in a part header',
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-da`,
    messages: incomplete,
  },
  {
    name: 'a body cut in a form field',
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nsour`,
    messages: incomplete,
  },
] as const;

/** Posts a body to an upload route as a caller it lets in, in a language. */
function post(route: { url: string; access: RouteAccess }, contentType: string, body: string, language: string) {
  return testApp.app.inject({
    method: 'POST',
    url: route.url,
    payload: body,
    headers: {
      'content-type': contentType,
      'accept-language': language,
      'x-request-id': 'malformed-upload',
      ...cookieFor(route.access),
    },
    remoteAddress: nextRemoteAddress(),
  });
}

describe('malformed multipart bodies on every upload route', () => {
  it('finds the upload routes (the public Gerber upload, avatars, staff images and imports among them)', () => {
    const urls = uploadRoutes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/file/uploadGerber',
        '/api/file/uploadBom',
        '/api/file/uploadCpl',
        '/api/user/avatar',
        '/api/erp/images/upload',
        '/api/design/file/upload',
        '/api/erp/design/file/upload',
        '/api/erp/parts/import/preview',
        '/api/erp/parts/import/confirm',
      ]),
    );
  });

  it('answers each with 400 in the envelope naming the upload, in English and Chinese, keeping nothing', async () => {
    const before = listFolder(dataDir.dir);
    const failures: string[] = [];
    for (const route of uploadRoutes) {
      for (const malformed of malformedBodies) {
        for (const language of ['en', 'zh-CN'] as const) {
          const response = await post(route, malformed.contentType, malformed.body, language);
          const expected = { code: '400', msg: malformed.messages[language], data: { reason: 'request.invalid' } };
          const isEnvelope = response.headers['content-type']?.toString().startsWith('application/json');
          if (
            response.statusCode !== 400 ||
            !isEnvelope ||
            JSON.stringify(response.json()) !== JSON.stringify(expected) ||
            response.headers['x-request-id'] !== 'malformed-upload'
          ) {
            failures.push(`${route.url}, ${malformed.name}, ${language}: ${response.statusCode} ${response.body}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(listFolder(dataDir.dir)).toEqual(before);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers a body cut in the file with 400, for the file names the route takes, keeping nothing', async () => {
    const before = listFolder(dataDir.dir);
    const failures: string[] = [];
    for (const route of uploadRoutes) {
      for (const language of ['en', 'zh-CN'] as const) {
        const answers = [];
        // A name of another kind is refused (415) before the bytes are read; one of these is the route's kind.
        for (const fileName of ['board.zip', 'parts.csv']) {
          const body = `${filePartHead(fileName)}PK\u0003\u0004 the first bytes of`;
          const response = await post(route, `multipart/form-data; boundary=${boundary}`, body, language);
          answers.push({ status: response.statusCode, body: response.json() as { code: string; msg: string } });
        }
        const cut = answers.filter((answer) => answer.status === 400);
        const isRefusedRightly =
          cut.length > 0 &&
          cut.every((answer) => answer.body.msg === incomplete[language]) &&
          answers.every((answer) => answer.status === 400 || answer.status === 415);
        if (!isRefusedRightly) failures.push(`${route.url}, ${language}: ${JSON.stringify(answers)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(listFolder(dataDir.dir)).toEqual(before);
  });
});
