import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `engines` says which Node the site runs on; a locked package that wants a newer one makes `npm ci` warn EBADENGINE
// (content-disposition@3 and cookie@2 want Node 22; the root package.json overrides them to versions for Node 20).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

type Version = [number, number, number];

/** "20.19", "v12.22.7", "8.x", "10.*" → [major, minor, patch], wildcards and missing parts as 0. */
function parseVersion(text: string): Version {
  const parts = text.replace(/^v/, '').split('.');
  const number = (index: number) => Number.parseInt(parts[index] ?? '0', 10) || 0;
  return [number(0), number(1), number(2)];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether one comparator (>=, >, <=, <, ^, ~, =, a bare or wildcard version) admits the version. */
function admits(comparator: string, version: Version): boolean {
  const [, operator = '', rest = ''] = /^(>=|<=|>|<|\^|~|=)?\s*(.+)$/.exec(comparator) ?? [];
  const bound = parseVersion(rest);
  const order = compare(version, bound);
  const given = rest
    .replace(/^v/, '')
    .split('.')
    .filter((part) => /^\d+$/.test(part)).length;
  switch (operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    case '^':
      return order >= 0 && version[0] === bound[0];
    case '~':
      return order >= 0 && version[0] === bound[0] && version[1] === bound[1];
    default:
      // "20", "10.*", "=1.2.3": the parts given must match.
      return version.slice(0, given).every((part, index) => part === bound[index]);
  }
}

/** Whether an engines range ("a || b", each a space-separated AND of comparators) admits the version. */
function rangeAdmits(range: string, version: Version): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => comparator === '*' || admits(comparator, version)),
  );
}

describe('locked dependencies and engines', () => {
  it('every package in package-lock.json runs on the oldest Node that engines allows (no EBADENGINE on npm ci)', () => {
    const minimum = parseVersion(String(readJson('package.json').engines.node).replace(/^>=\s*/, ''));
    const packages = readJson('package-lock.json').packages as Record<string, { engines?: { node?: string } }>;
    const refusing = Object.entries(packages)
      .filter(([, entry]) => entry.engines?.node && !rangeAdmits(entry.engines.node, minimum))
      .map(([name, entry]) => `${name} (${entry.engines?.node})`);
    expect(refusing).toEqual([]);
  });

  it('reads the range forms the lockfile uses', () => {
    expect(rangeAdmits('^20.19.0 || >=22.12.0', [20, 19, 0])).toBe(true);
    expect(rangeAdmits('>=22', [20, 19, 0])).toBe(false);
    expect(rangeAdmits('18 || 20 || >=22', [20, 19, 0])).toBe(true);
    expect(rangeAdmits('>=16 || 14 >=14.17', [20, 19, 0])).toBe(true);
    expect(rangeAdmits('^20.12||^22||>=24', [20, 19, 0])).toBe(true);
    expect(rangeAdmits('>= 0.8', [20, 19, 0])).toBe(true);
    expect(rangeAdmits('^20.19.1', [20, 19, 0])).toBe(false);
  });
});
