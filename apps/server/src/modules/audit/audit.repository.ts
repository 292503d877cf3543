import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../db/audit-log.table.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/users.table.ts';

/** A row of the audit log as read. */
export type AuditRow = typeof auditLog.$inferSelect;

/** A row to append; the actor's name and role are copied from their account in the same statement. */
export type AuditInsert = Omit<typeof auditLog.$inferInsert, 'id' | 'actorName' | 'actorRole'> & {
  /** The role the actor acted in; the account's role when not given. */
  actorRole?: string | undefined;
};

/** Appends one audit row inside the caller's transaction, copying the actor's name (and role) from users. */
export async function insertAuditRow(tx: Db, row: AuditInsert): Promise<void> {
  const actorName = sql`coalesce((select ${users.nickname} from ${users} where ${users.id} = ${row.actorUserId}), '')`;
  const accountRole = sql`coalesce((select ${users.roleId} from ${users} where ${users.id} = ${row.actorUserId}), '')`;
  await tx.insert(auditLog).values({
    ...row,
    actorName: sql`${actorName}`,
    actorRole: row.actorRole ?? sql`${accountRole}`,
  });
}

/** What the list is filtered by; the window is `start` included, `end` excluded. */
export type AuditFilter = {
  actorUserId?: string | undefined;
  person?: string | undefined;
  kind?: AuditRow['kind'] | undefined;
  objectType?: AuditRow['objectType'] | undefined;
  objectNo?: string | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
};

// A user's text inside LIKE: its wildcards are matched literally.
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (special) => `\\${special}`);
}

function buildFilter(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorUserId ? eq(auditLog.actorUserId, filter.actorUserId) : undefined,
    filter.person ? ilike(auditLog.actorName, `%${escapeLike(filter.person)}%`) : undefined,
    filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
    filter.objectType ? eq(auditLog.objectType, filter.objectType) : undefined,
    filter.objectNo ? eq(auditLog.objectNo, filter.objectNo) : undefined,
    filter.start ? gte(auditLog.createdAt, filter.start) : undefined,
    filter.end ? lt(auditLog.createdAt, filter.end) : undefined,
  );
}

/** A page of the log, newest first, and the number of matching rows (one query each). */
export async function listAuditRows(
  db: Db,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = buildFilter(filter);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows, total: totals?.total ?? 0 };
}
