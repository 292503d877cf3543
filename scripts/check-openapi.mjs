// Issue 17 point 1: the OpenAPI document is what outside tools build their clients from, so CI proves a client can be
// built from it. Given the document (written by apps/server/test/openapi-client.test.ts from GET /api/docs/json), this
// validates it with a maintained OpenAPI validator, checks the house rules a generator relies on (operationId, tags,
// documented refusals), generates a typed client with openapi-typescript into examples/api-client/generated/
// (gitignored) and type-checks the example program against it. Any failure exits 1 naming what is wrong.
// Usage: node scripts/check-openapi.mjs <openapi.json> [--out <folder>]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileErrors, validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Problems a generator or a reader would trip over that the OpenAPI schema itself allows. */
function findHouseRuleProblems(document) {
  const problems = [];
  const operationIds = new Map();
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const name = `${method.toUpperCase()} ${route}`;
      if (!operation.operationId) problems.push(`${name}: no operationId`);
      else if (operationIds.has(operation.operationId))
        problems.push(
          `${name}: operationId ${operation.operationId} also used by ${operationIds.get(operation.operationId)}`,
        );
      else operationIds.set(operation.operationId, name);
      if (!operation.tags?.length) problems.push(`${name}: no tags`);
      // Every call can refuse its input; every call behind a login can answer 401 (both with data.reason).
      const refusals = operation['x-access'] === 'public' ? ['400'] : ['400', '401'];
      for (const status of refusals) {
        if (!operation.responses?.[status]) problems.push(`${name}: the ${status} answer is not documented`);
      }
    }
  }
  return problems;
}

/** Runs a program to its end, returning its exit status and output. */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}` };
}

export async function checkOpenApi(documentPath, outFolder) {
  const document = JSON.parse(readFileSync(documentPath, 'utf8'));
  // The validator dereferences the object it is given: hand it a copy so the generator sees the document as served.
  const validation = await validate(structuredClone(document));
  if (!validation.valid) return { ok: false, step: 'validate', message: compileErrors(validation) };
  const problems = findHouseRuleProblems(document);
  if (problems.length) return { ok: false, step: 'house rules', message: problems.join('\n') };

  let types;
  try {
    types = astToString(await openapiTS(pathToFileURL(path.resolve(documentPath))));
  } catch (error) {
    return { ok: false, step: 'generate', message: String(error?.message ?? error) };
  }
  mkdirSync(outFolder, { recursive: true });
  writeFileSync(path.join(outFolder, 'schema.d.ts'), types);

  const tsc = run(process.execPath, [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '-p',
    path.join(root, 'examples/api-client/tsconfig.json'),
  ]);
  if (tsc.status !== 0) return { ok: false, step: 'type-check the example', message: tsc.output };
  return { ok: true };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [documentPath, flag, out] = process.argv.slice(2);
  if (!documentPath) {
    console.error('usage: node scripts/check-openapi.mjs <openapi.json> [--out <folder>]');
    process.exit(2);
  }
  const outFolder = flag === '--out' && out ? out : path.join(root, 'examples/api-client/generated');
  const result = await checkOpenApi(documentPath, outFolder);
  if (!result.ok) {
    console.error(`OpenAPI check failed at "${result.step}":\n${result.message}`);
    process.exit(1);
  }
  console.log('OpenAPI document valid; client generated and the example type-checks');
}
