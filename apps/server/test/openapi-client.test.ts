import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataDir } from './fixtures/upload-requests.ts';
import { sharedFixturesDir } from './helpers/shared-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer } from './orders-fixtures.ts';

// Issue 17 point 1: outside tools build their clients from /api/docs/json. scripts/check-openapi.mjs validates the
// document (a maintained OpenAPI validator), generates a typed client with openapi-typescript and type-checks
// examples/api-client against it; this file runs it on the document the app serves, so CI fails on a broken one.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const generated = path.join(root, 'examples/api-client/generated');
// The check spawns the generator and the TypeScript compiler: the timeout only catches a hang.
const checkTimeout = 180_000;

type Operation = {
  operationId?: string;
  tags?: string[];
  description?: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string }>;
  'x-access'?: string;
  'x-api-key-scope'?: string;
};
type Document = {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
};

let testApp: TestApp;
let document: Document;
let workFolder: string;
const dataDir = createDataDir();
beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir } });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  workFolder = mkdtempSync(path.join(tmpdir(), 'boardforge-openapi-'));
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
  if (workFolder) rmSync(workFolder, { recursive: true, force: true });
});

let address: string | undefined;
/** The app listening on a loopback port (once): the example programs call it over HTTP, as outside tools do. */
async function listen(): Promise<string> {
  address ??= await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  return address;
}

/** Runs an example program against the listening app; asynchronous, since the server answering it runs here. */
function runExample(file: string, env: Record<string, string>) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', `examples/api-client/${file}`], {
    cwd: root,
    env: { ...process.env, ...env },
  });
}

/** Runs scripts/check-openapi.mjs on a document; its exit status and output. */
function check(candidate: unknown, name: string, outFolder = generated) {
  const file = path.join(workFolder, name);
  writeFileSync(file, JSON.stringify(candidate));
  mkdirSync(outFolder, { recursive: true });
  const result = spawnSync(process.execPath, ['scripts/check-openapi.mjs', file, '--out', outFolder], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${route}`,
      operation,
    ]),
  );
}

describe('the OpenAPI document', () => {
  it('validates, generates a typed client and the example program type-checks against it', {
    timeout: checkTimeout,
  }, () => {
    const result = check(document, 'openapi.json');
    expect(result.output).toContain('OpenAPI document valid');
    expect(result.status).toBe(0);
  });

  it('fails the check when a $ref dangles, as the recursive menu once did', { timeout: checkTimeout }, () => {
    const broken = structuredClone(document);
    delete broken.components.schemas.MenuEntry;
    const result = check(broken, 'broken.json', path.join(workFolder, 'generated'));
    expect(result.status).toBe(1);
    expect(result.output).toContain('OpenAPI check failed at "validate"');
    expect(result.output).toContain('MenuEntry');
  });

  it('fails the check when an operation has no operationId', { timeout: checkTimeout }, () => {
    const broken = structuredClone(document);
    delete broken.paths['/api/health']!.get!.operationId;
    const result = check(broken, 'no-id.json', path.join(workFolder, 'generated'));
    expect(result.status).toBe(1);
    expect(result.output).toContain('GET /api/health: no operationId');
  });

  it('the example program quotes a board from a running server', { timeout: checkTimeout }, async () => {
    const { stdout } = await runExample('quote-board.ts', { BOARDFORGE_URL: await listen() });
    expect(stdout).toMatch(/^(sample|batch) order, [\d.]+ m², total \d+(\.\d+)?\n/);
  });

  it('the example program quotes, uploads a Gerber set, orders and pays with an API key', {
    timeout: checkTimeout,
  }, async () => {
    const customer = await createCustomer(testApp, '13766660001', () => new Date());
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/apiKeys/create',
      headers: { cookie: customer.cookie },
      payload: { name: 'purchasing system', scopes: ['quote', 'files', 'orders:write', 'orders:read'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { stdout } = await runExample('place-order.ts', {
      BOARDFORGE_URL: await listen(),
      BOARDFORGE_API_KEY: created.json().data.secret,
      BOARDFORGE_GERBER: path.join(sharedFixturesDir, 'gerber/arduino-uno.zip'),
    });
    expect(stdout).toMatch(/^quoted: (sample|batch) order, total \d+(\.\d+)?\n/);
    expect(stdout).toContain('uploaded: arduino-uno.zip, 2 layers\n');
    const orderNo = /placed: (\S+), payable/.exec(stdout)?.[1];
    expect(stdout).toMatch(/payment paid: order \S+ paid (\d+(\.\d+)?) of \1\n$/);

    // The order is the key owner's, with the uploaded set attached, and paid.
    const orders = await testApp.app.inject({
      method: 'GET',
      url: '/api/orderInfo/list',
      headers: { cookie: customer.cookie },
    });
    const [row] = orders.json().data.rows as { orderId: string; orderNo: string }[];
    expect(row?.orderNo).toBe(orderNo);
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/orderInfo/detail?orderId=${row?.orderId}`,
      headers: { cookie: customer.cookie },
    });
    const order = detail.json().data as { paid: number; payable: number; files: { fileName: string; kind: string }[] };
    expect(order.paid).toBe(order.payable);
    expect(order.paid).toBeGreaterThan(0);
    expect(order.files).toEqual([expect.objectContaining({ fileName: 'arduino-uno.zip', kind: 'gerber' })]);
  });

  it('documents the multipart parts of an upload, so a generated client can build the form', () => {
    const upload = document.paths['/api/file/uploadGerber']!.post! as Operation & {
      requestBody?: { content: Record<string, { schema: { properties: Record<string, { format?: string }> } }> };
    };
    const form = upload.requestBody?.content['multipart/form-data']?.schema.properties;
    expect(form?.file?.format).toBe('binary');
    expect(Object.keys(form ?? {}).sort()).toEqual(['file', 'solderMask']);
    expect(upload['x-api-key-scope']).toBe('files');
    expect(document.paths['/api/address/list']!.get!['x-api-key-scope']).toBe('orders:write');
  });

  it('names the recursive menu entry as a component its sub-lists reference', () => {
    const menu = document.components.schemas.MenuEntry as { properties: { subList: { items: { $ref: string } } } };
    expect(menu.properties.subList.items.$ref).toBe('#/components/schemas/MenuEntry');
    expect(JSON.stringify(document.paths['/api/sys/getMenuByRoleId'])).toContain('#/components/schemas/MenuEntry');
  });

  it('gives every operation a unique id, tags, the refusals it can answer and its call in three languages', () => {
    const ids = new Set<string>();
    for (const [name, operation] of operations()) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      ids.add(operation.operationId!);
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      expect(operation.responses['400']?.$ref, name).toBe('#/components/responses/BadRequest');
      expect(operation.description, name).toContain('**curl**');
      expect(operation.description, name).toContain('**TypeScript**');
      expect(operation.description, name).toContain('**Python**');
    }
    expect(ids.size).toBe(operations().length);
    expect(document.paths['/api/health']!.get!.operationId).toBe('getHealth');
  });

  it('states who may call each operation and documents the refusals that follow', () => {
    const quote = document.paths['/api/pcb/calcPcbPrice']!.post!;
    // A public call that takes an API key: no credentials, or the bearer key with its scope.
    expect(quote.security).toEqual([{}, { apiKey: [] }]);
    expect(quote['x-access']).toBe('public');
    expect(quote['x-api-key-scope']).toBe('quote');
    expect(quote.description).toContain('authorization: Bearer $BOARDFORGE_API_KEY');
    expect(Object.keys(quote.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '409', '413', '429']));
    expect(document.components.securitySchemes?.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/orderInfo/saveOrder']!.post!.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(document.paths['/api/erp/order/list']!.get!.security).toEqual([{ session: [] }]);
    // The samples send the contract's example spec.
    expect(quote.description).toContain('"boardLength": 100');
    // The login's sample keeps the session cookie; a call behind the login sends it.
    expect(document.paths['/api/user/land']!.post!.description).toContain('-c cookies.txt');
    const me = document.paths['/api/user/me']!.get!;
    expect(me.description).toContain('-b cookies.txt');
    expect(me.security).toEqual([{ session: [] }]);
    expect(me.responses['401']?.$ref).toBe('#/components/responses/Unauthorized');
    const health = document.paths['/api/health']!.get!;
    expect(health.responses['429']).toBeUndefined();
    const refusal = document.components.responses.Unauthorized as {
      content: { 'application/json': { example: { data: { reason: string } } } };
    };
    expect(refusal.content['application/json'].example.data.reason).toBe('auth.required');
  });

  it('explains authentication on the docs page', () => {
    expect(document.info.description).toContain('## Authentication');
    expect(document.info.description).toContain('POST /api/user/land');
    expect(document.info.description).toContain('`sid`');
  });
});
