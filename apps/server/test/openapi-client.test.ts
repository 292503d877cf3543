import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

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
beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  workFolder = mkdtempSync(path.join(tmpdir(), 'boardforge-openapi-'));
});
afterAll(async () => {
  await testApp?.close();
  if (workFolder) rmSync(workFolder, { recursive: true, force: true });
});

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
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    // Asynchronous: the server answering the program runs in this process.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'examples/api-client/quote-board.ts'],
      { cwd: root, env: { ...process.env, BOARDFORGE_URL: address } },
    );
    expect(stdout).toMatch(/^(sample|batch) order, [\d.]+ m², total \d+(\.\d+)?\n/);
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
