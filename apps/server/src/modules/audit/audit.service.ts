import type { AuditListAnswer, AuditListQuery, RecordExportRequest } from '@boardforge/contracts/audit.ts';
import { toReportWindow } from '@boardforge/domain/performance/report-window.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from './audit.public.ts';
import { listAuditRows } from './audit.repository.ts';

/** Creates the audit log service: the list of staff actions, filtered, paged and counted in SQL. */
export function createAuditService(dependencies: { db: Db; now: () => Date }) {
  const { db } = dependencies;

  /** A page of the log, newest first, by person, kind, object and days (China time). */
  async function listEntries(query: AuditListQuery): Promise<AuditListAnswer> {
    const { rows, total } = await listAuditRows(
      db,
      {
        actorUserId: query.actorUserId,
        person: query.person || undefined,
        kind: query.kind,
        objectType: query.objectType,
        objectNo: query.objectNo || undefined,
        start: query.from ? toReportWindow(query.from, query.from).start : undefined,
        end: query.to ? toReportWindow(query.to, query.to).end : undefined,
      },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    return {
      rows: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        actorUserId: row.actorUserId,
        actorName: row.actorName,
        actorRole: row.actorRole,
        kind: row.kind,
        objectType: row.objectType,
        objectId: row.objectId,
        objectNo: row.objectNo,
        before: row.before ?? null,
        after: row.after ?? null,
        requestId: row.requestId,
        ip: row.ip,
      })),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  /**
   * Records an export a staff member is about to write (the list as shown, its filters and row count) as an `export`
   * row on the object `list`; the browser writes the file only after this answers.
   */
  async function recordExport(request: RecordExportRequest, actor: { userId: string; role: string }): Promise<void> {
    await db.transaction((tx) =>
      recordAudit(tx, {
        actorUserId: actor.userId,
        actorRole: actor.role,
        kind: 'export',
        object: { type: 'list', id: request.list, number: request.list },
        after: { filters: request.filters ?? {}, rowCount: request.rowCount },
        at: dependencies.now(),
      }),
    );
  }

  return { listEntries, recordExport };
}

/** The audit log service's interface. */
export type AuditService = ReturnType<typeof createAuditService>;
