/**
 * The editor's sections, grouped like docs/pricing.md (general, area tiers, materials and layers, finishes, film/test/
 * expedite/other lines, special processes, flexible boards, capability and lead time, SMT, stencils, design), and the
 * pure helpers that read and change a draft book by dotted path (the paths the schema and the server name).
 */

/** One section: its key (a translation key) and the top-level paths it holds. */
export type PriceBookSection = { key: string; prefixes: readonly string[] };

export const priceBookSections = [
  { key: 'general', prefixes: ['currency', 'calendar', 'taxPercent'] },
  {
    key: 'areaTiers',
    prefixes: ['pcb.sampleMaxAreaM2', 'pcb.sampleMaxQuantity', 'pcb.areaTierFromM2', 'pcb.discount'],
  },
  {
    key: 'materials',
    prefixes: [
      'pcb.boardRates',
      'pcb.fr4HbBatch',
      'pcb.thicknessSurcharge',
      'pcb.copperOuterSurcharge',
      'pcb.tgSurcharge',
    ],
  },
  { key: 'finishes', prefixes: ['pcb.solderMask', 'pcb.surfaceFinish', 'pcb.enigExtraGold'] },
  {
    key: 'otherLines',
    prefixes: ['pcb.filmFee', 'pcb.splicingFeePerExtraDesign', 'pcb.testFee', 'pcb.expedite', 'pcb.otherFees'],
  },
  { key: 'specialProcesses', prefixes: ['pcb.specialProcess'] },
  { key: 'fpc', prefixes: ['pcb.fpc'] },
  { key: 'capability', prefixes: ['pcb.leadTime', 'pcb.capability', 'pcb.formOptions'] },
  { key: 'smt', prefixes: ['smt'] },
  { key: 'stencils', prefixes: ['stencil'] },
  { key: 'design', prefixes: ['layoutDesign'] },
] as const satisfies readonly PriceBookSection[];

/** A value the form edits: a number, text, a switch, or an empty (null) figure. */
export type LeafValue = number | string | boolean | null;
export type Leaf = { path: string; value: LeafValue };

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/** Reads the value at a dotted path (undefined when absent). */
export function readAtPath(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const segment of path.split('.')) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Every editable value under `path`, depth first, with its full path. */
export function listLeaves(root: unknown, path: string): Leaf[] {
  const value = readAtPath(root, path);
  if (!isContainer(value)) return value === undefined ? [] : [{ path, value: value as LeafValue }];
  const keys = Array.isArray(value) ? value.map((_, index) => String(index)) : Object.keys(value);
  return keys.flatMap((key) => listLeaves(root, `${path}.${key}`));
}

/** The arrays under `path` (rows that may be added or removed), outermost first. */
export function listArrayPaths(root: unknown, path: string): string[] {
  const value = readAtPath(root, path);
  if (!isContainer(value)) return [];
  const own = Array.isArray(value) ? [path] : [];
  const keys = Array.isArray(value) ? value.map((_, index) => String(index)) : Object.keys(value);
  return [...own, ...keys.flatMap((key) => listArrayPaths(root, `${path}.${key}`))];
}

/** A copy of `root` with `value` at `path` (only the containers on the path are copied). */
export function writeAtPath<T>(root: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return root;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string, unknown>;
  copy[head] = rest.length === 0 ? value : writeAtPath(copy[head], rest.join('.'), value);
  return copy as T;
}

/** The section a path (a field, or a field error's path) belongs to. */
export function findSectionKey(path: string): string | undefined {
  return priceBookSections.find((section: PriceBookSection) =>
    section.prefixes.some(
      (prefix) => path === prefix || path.startsWith(`${prefix}.`) || prefix.startsWith(`${path}.`),
    ),
  )?.key;
}
