/**
 * Path-level differences between two price books (or any two JSON values): what was added, removed or changed,
 * with the old and the new value. Paths are dotted, array positions as numbers (`pcb.areaTierFromM2.1`), the
 * same names the editor's fields and the server's field errors use (so no key may itself hold a dot).
 */

/** One difference at one path: `before` is absent for an addition, `after` for a removal. */
export type PriceBookChange =
  | { kind: 'added'; path: string; after: unknown }
  | { kind: 'removed'; path: string; before: unknown }
  | { kind: 'changed'; path: string; before: unknown; after: unknown };

type Container = Record<string, unknown> | unknown[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function joinPath(parent: string, key: string | number): string {
  return parent === '' ? String(key) : `${parent}.${key}`;
}

/** Lists the changes that turn `before` into `after`, depth first, in key order; equal values give none. */
export function diffPriceBooks(before: unknown, after: unknown): PriceBookChange[] {
  const changes: PriceBookChange[] = [];
  collectChanges(before, after, '', changes);
  return changes;
}

function collectChanges(before: unknown, after: unknown, path: string, changes: PriceBookChange[]): void {
  if (Array.isArray(before) && Array.isArray(after)) {
    const shared = Math.min(before.length, after.length);
    for (let index = 0; index < shared; index++)
      collectChanges(before[index], after[index], joinPath(path, index), changes);
    for (let index = shared; index < after.length; index++)
      changes.push({ kind: 'added', path: joinPath(path, index), after: after[index] });
    for (let index = shared; index < before.length; index++)
      changes.push({ kind: 'removed', path: joinPath(path, index), before: before[index] });
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of Object.keys(before)) {
      if (Object.hasOwn(after, key)) collectChanges(before[key], after[key], joinPath(path, key), changes);
      else changes.push({ kind: 'removed', path: joinPath(path, key), before: before[key] });
    }
    for (const key of Object.keys(after)) {
      if (!Object.hasOwn(before, key)) changes.push({ kind: 'added', path: joinPath(path, key), after: after[key] });
    }
    return;
  }
  // Object.is: 0 and -0 differ in JSON text too; NaN never reaches a stored book.
  if (!Object.is(before, after)) changes.push({ kind: 'changed', path, before, after });
}

/**
 * Applies changes (as `diffPriceBooks` lists them) to a copy of `base`: `applyPriceBookChanges(a, diffPriceBooks(a, b))`
 * equals `b`. Removals from an array are applied from its end, so positions keep their meaning.
 */
export function applyPriceBookChanges(base: unknown, changes: readonly PriceBookChange[]): unknown {
  let root: unknown = cloneJson(base);
  const removals = changes.filter((change) => change.kind === 'removed');
  for (const change of changes) {
    if (change.kind === 'removed') continue;
    if (change.path === '') root = cloneJson(change.after);
    else setAtPath(root, change.path, cloneJson(change.after));
  }
  // An array's removals are its tail, listed upwards: applied in reverse, removing index 3 before index 2 keeps
  // index 2 where it was.
  for (const change of [...removals].reverse()) removeAtPath(root, change.path);
  return root;
}

function resolveParent(root: unknown, path: string): { container: Container; key: string } {
  const segments = path.split('.');
  const key = segments.pop() ?? '';
  let container: unknown = root;
  for (const segment of segments) container = (container as Record<string, unknown>)[segment];
  if (typeof container !== 'object' || container === null) throw new Error(`no container at ${path}`);
  return { container: container as Container, key };
}

// The domain has no platform clone (no DOM or Node types); JSON values are plain arrays, records and scalars.
function cloneJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneJson);
  if (isRecord(value)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(copy, key, {
        value: cloneJson(value[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  }
  return value;
}

function setAtPath(root: unknown, path: string, value: unknown): void {
  const { container, key } = resolveParent(root, path);
  if (Array.isArray(container)) container[Number(key)] = value;
  // defineProperty: a key such as "__proto__" is data, never the prototype.
  else Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
}

function removeAtPath(root: unknown, path: string): void {
  const { container, key } = resolveParent(root, path);
  if (Array.isArray(container)) container.splice(Number(key), 1);
  else delete container[key];
}
