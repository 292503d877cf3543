import { exportAuditLimits, recordExportRequestSchema } from '@boardforge/contracts/audit.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequestStateForTests } from '../lib/request.ts';
import { recordExport } from './record-export.ts';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ code: '200', msg: 'ok', data: null }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  resetRequestStateForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recordExport', () => {
  it('sends a record the contract takes: empty filters left out, long text cut, at most 20 filters', async () => {
    const filters = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`f${index}`, index]));
    await recordExport({
      list: 'L'.repeat(150),
      filters: { empty: '', unset: undefined, note: 'x'.repeat(300), isOpen: false, from: null, ...filters },
      rowCount: 9_000,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/erp/audit/recordExport');
    const body = JSON.parse(String(init?.body));
    expect(recordExportRequestSchema.safeParse(body).success).toBe(true);
    expect(body.list).toHaveLength(exportAuditLimits.list);
    expect(body.rowCount).toBe(exportAuditLimits.rowCount);
    expect(Object.keys(body.filters)).toHaveLength(exportAuditLimits.filters);
    expect(body.filters).toMatchObject({ note: 'x'.repeat(exportAuditLimits.filterValue), isOpen: false, from: null });
    expect(body.filters).not.toHaveProperty('empty');
    expect(body.filters).not.toHaveProperty('unset');
  });
});
