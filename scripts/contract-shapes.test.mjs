// Contracts are the only definition of a shape (issue 12, point 1): the web's fetchers take their input and answer
// types from packages/contracts, and no code outside the contracts retypes the order types. A new hand-written copy
// fails here, naming the file and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { orderTypes } from '../packages/contracts/src/orders.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skippedFolders = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);

/** Lists the non-test TypeScript sources under a folder of the repository. */
function listSources(folder) {
  const found = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory() && !skippedFolders.has(entry.name)) found.push(...listSources(relative));
    else if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(relative);
  }
  return found;
}

/** The lines of the files that match a pattern, as `file:line: text`. */
function findLines(files, pattern) {
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

const webSources = listSources('apps/web/src');
/** The web's fetchers: one module per server call (`api/` folders). */
const fetchers = webSources.filter((file) => /(^|\/)api\/[^/]+\.ts$/.test(file));

// Upload inputs carry a browser File and a progress callback: no JSON contract describes them.
const fetcherTypeExceptions = new Set([
  'apps/web/src/features/design-jobs/api/upload-design-file.ts',
  'apps/web/src/features/design-files/api/upload-bom.ts',
  'apps/web/src/features/design-files/api/upload-gerber.ts',
]);

// The table's column lists its stored values itself (drizzle-kit reads the table files alone; checked below), and the
// home page's illustrations are pictures of products, not order types.
const ordersTable = 'apps/server/src/db/orders.table.ts';
const orderTypeExceptions = new Set([ordersTable, 'apps/web/src/app/pages/home/product-illustration.tsx']);

describe('contract shapes', () => {
  it('finds the fetchers it checks', () => {
    expect(fetchers.length).toBeGreaterThan(30);
  });

  it('builds no zod schema of its own in a fetcher (arrays and pages of contract schemas only)', () => {
    expect(findLines(fetchers, /\bz\.(object|enum|string|number|boolean|literal|union|discriminatedUnion)\(/)).toEqual(
      [],
    );
  });

  it('writes no object type by hand in a fetcher: inputs and answers are z.infer of contract schemas', () => {
    const checked = fetchers.filter((file) => !fetcherTypeExceptions.has(file));
    expect(findLines(checked, /^export (type \w+(<[^>]*>)? = \{|interface )/)).toEqual([]);
  });

  it('retypes no union or list of order types outside the contracts', () => {
    const sources = [...listSources('apps'), ...listSources('packages/domain/src')].filter(
      (file) => !orderTypeExceptions.has(file),
    );
    const orderType = "'(?:pcb|smt|stencil|bom|design)'";
    const retyped = new RegExp(`${orderType}\\s*\\|\\s*${orderType}|\\[\\s*${orderType}\\s*,\\s*${orderType}`);
    expect(findLines(sources, retyped)).toEqual([]);
  });

  it("stores in the orders table's order_type column exactly the contracts' order types", () => {
    const table = readFileSync(path.join(root, ordersTable), 'utf8');
    const column = /text\('order_type', \{ enum: \[([^\]]*)\] \}\)/.exec(table);
    expect(column, 'the order_type column').not.toBeNull();
    const stored = [...(column?.[1] ?? '').matchAll(/'([a-z]+)'/g)].map((match) => match[1]);
    expect(stored).toEqual([...orderTypes]);
  });

  // The contracts reach every page's first view (the fetchers parse their answers with them): written with zod/mini,
  // whose functions are shaken out when unused, they keep zod's classic API (20 kB gzip) out of it
  // (docs/decisions/0009-contracts-in-zod-mini.md). A classic import here would bring it back.
  it("builds the contracts' schemas with zod/mini, never zod's classic API", () => {
    const contracts = listSources('packages/contracts/src');
    expect(contracts.length).toBeGreaterThan(40);
    expect(findLines(contracts, /from 'zod(\/v4)?(\/classic)?'/)).toEqual([]);
    expect(findLines(contracts, /from 'zod\/mini'/).length).toBeGreaterThan(40);
  });
});
