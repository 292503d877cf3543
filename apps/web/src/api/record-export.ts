import { exportAuditLimits, type RecordExportRequest } from '@boardforge/contracts/audit.ts';
import { postData } from '../lib/request.ts';

/** A list's filters as the export button is given them; empty ones are left out of the record. */
export type ExportFilters = Record<string, string | number | boolean | null | undefined>;

/** The filters within the record's limits: set ones only, at most `exportAuditLimits.filters`, long text cut. */
function toRecordedFilters(filters: ExportFilters): NonNullable<RecordExportRequest['filters']> {
  const recorded: NonNullable<RecordExportRequest['filters']> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || Object.keys(recorded).length >= exportAuditLimits.filters) continue;
    recorded[name.slice(0, exportAuditLimits.filterName)] =
      typeof value === 'string' ? value.slice(0, exportAuditLimits.filterValue) : value;
  }
  return recorded;
}

/**
 * POST /api/erp/audit/recordExport — the audit row of an export, sent before the file is written (no record, no
 * file): the list as shown, its filters and the row count.
 */
export async function recordExport(entry: { list: string; filters: ExportFilters; rowCount: number }): Promise<void> {
  await postData<null>('/erp/audit/recordExport', {
    list: entry.list.slice(0, exportAuditLimits.list),
    filters: toRecordedFilters(entry.filters),
    rowCount: Math.min(entry.rowCount, exportAuditLimits.rowCount),
  } satisfies RecordExportRequest);
}
