import { createHash } from 'node:crypto';

const chinaOffsetMs = 8 * 3_600_000;

/** The China-time calendar day of an instant as YYYYMMDD (orders are numbered per China day). */
export function formatChinaDay(at: Date): string {
  return new Date(at.getTime() + chinaOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');
}

/** A fingerprint of a parsed request: the same body (whatever its key order) gives the same hash. */
export function hashRequest(value: unknown): string {
  return createHash('sha256').update(stableStringify(value)).digest('hex');
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableStringify(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
