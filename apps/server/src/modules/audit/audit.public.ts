import type { AuditKind, AuditObjectType } from '@boardforge/contracts/audit.ts';
import type { Db } from '../../db/client.ts';
import { readRequestContext } from '../../plugins/request-context.ts';
import { insertAuditRow } from './audit.repository.ts';

/** One staff action as a module reports it. */
export type AuditEntry = {
  actorUserId: string;
  /** The role the actor acted in (a session's role); the account's role when not given. */
  actorRole?: string | undefined;
  kind: AuditKind;
  object: { type: AuditObjectType; id: string; number?: string | undefined };
  before?: unknown;
  after?: unknown;
  at: Date;
};

/**
 * Appends one audit row for a staff action, inside the caller's transaction `tx` (so the row commits with the action,
 * or neither does). The request id and IP come from the request being served; outside a request they are empty.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  const request = readRequestContext();
  await insertAuditRow(tx, {
    actorUserId: entry.actorUserId,
    actorRole: entry.actorRole,
    kind: entry.kind,
    objectType: entry.object.type,
    objectId: entry.object.id,
    objectNo: entry.object.number ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: request?.requestId ?? '',
    ip: request?.ip ?? '',
    createdAt: entry.at,
  });
}
