import type { ContentKind, ContentStatus } from '@boardforge/contracts/content.ts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentEntries } from '../../db/content.table.ts';
import { users } from '../../db/users.table.ts';

/** A content row as the service reads it, with the name of who saved it last. */
export type ContentRow = typeof contentEntries.$inferSelect & { updatedByName: string | null };

/** The fields a save writes. */
export type ContentFields = {
  kind: ContentKind;
  sort: number;
  headingZh: string;
  headingEn: string;
  textZh: unknown;
  textEn: unknown;
  data: unknown;
};

const rowColumns = {
  id: contentEntries.id,
  kind: contentEntries.kind,
  status: contentEntries.status,
  sort: contentEntries.sort,
  headingZh: contentEntries.headingZh,
  headingEn: contentEntries.headingEn,
  textZh: contentEntries.textZh,
  textEn: contentEntries.textEn,
  data: contentEntries.data,
  version: contentEntries.version,
  publishedAt: contentEntries.publishedAt,
  createdAt: contentEntries.createdAt,
  updatedAt: contentEntries.updatedAt,
  updatedBy: contentEntries.updatedBy,
  updatedByName: users.nickname,
};

const listOrder = [asc(contentEntries.sort), desc(contentEntries.createdAt), asc(contentEntries.id)];

function escapeLike(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A page of one kind's records by status and keyword (either heading), with the filter's count (two queries). */
export async function listContentPage(
  db: Db,
  filter: { kind: ContentKind; status?: ContentStatus | undefined; keyword?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: ContentRow[]; total: number }> {
  const pattern = filter.keyword ? escapeLike(filter.keyword) : undefined;
  const where = and(
    eq(contentEntries.kind, filter.kind),
    filter.status ? eq(contentEntries.status, filter.status) : undefined,
    pattern ? or(ilike(contentEntries.headingZh, pattern), ilike(contentEntries.headingEn, pattern)) : undefined,
  );
  return selectPage(db, where, page);
}

/** A page of one kind's published records (news also by category), with their count. */
export async function listPublishedPage(
  db: Db,
  filter: { kind: ContentKind; category?: number | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: ContentRow[]; total: number }> {
  const where = and(
    eq(contentEntries.kind, filter.kind),
    eq(contentEntries.status, 'published'),
    filter.category === undefined
      ? undefined
      : sql`(${contentEntries.data} ->> 'category') = ${String(filter.category)}`,
  );
  return selectPage(db, where, page);
}

async function selectPage(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ContentRow[]; total: number }> {
  const { updatedByName: _name, ...entryColumns } = rowColumns;
  // The page first, then the names of who saved its rows: joining users before the limit made PostgreSQL read every
  // user for a deep page of 100 000 records (bench:admin-lists).
  const entries = await db
    .select(entryColumns)
    .from(contentEntries)
    .where(where)
    .orderBy(...listOrder)
    .limit(page.limit)
    .offset(page.offset);
  const editorIds = [...new Set(entries.map((entry) => entry.updatedBy).filter((id): id is string => id !== null))];
  const editors =
    editorIds.length === 0
      ? []
      : await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, editorIds));
  const names = new Map(editors.map((editor) => [editor.id, editor.nickname]));
  const rows = entries.map((entry) => ({
    ...entry,
    updatedByName: entry.updatedBy === null ? null : (names.get(entry.updatedBy) ?? null),
  }));
  const [counted] = await db.select({ total: count() }).from(contentEntries).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** One record (any status), or undefined. */
export async function findContent(db: Db, id: string): Promise<ContentRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(contentEntries)
    .leftJoin(users, eq(users.id, contentEntries.updatedBy))
    .where(eq(contentEntries.id, id));
  return row;
}

/** Inserts a draft and returns its id. */
export async function insertContent(
  tx: Db,
  fields: ContentFields & { updatedBy: string | null; at: Date; status?: ContentStatus },
): Promise<string> {
  const { at, ...values } = fields;
  const publishedAt = fields.status === 'published' ? at : null;
  const [row] = await tx
    .insert(contentEntries)
    .values({ ...values, publishedAt, createdAt: at, updatedAt: at })
    .returning({ id: contentEntries.id });
  if (!row) throw new Error('content insert returned no row');
  return row.id;
}

/**
 * Writes a record's changed fields when it still has `version`, raising the version: undefined when it does not (a
 * newer save came first, or it is gone) — the single UPDATE decides, so two saves of one version cannot both land.
 */
export async function updateContentAtVersion(
  tx: Db,
  target: { id: string; version: number },
  fields: Partial<ContentFields> & { status?: ContentStatus; publishedAt?: Date | null; updatedBy: string; at: Date },
): Promise<{ id: string } | undefined> {
  const { at, ...values } = fields;
  const [row] = await tx
    .update(contentEntries)
    .set({ ...values, updatedAt: at, version: sql`${contentEntries.version} + 1` })
    .where(and(eq(contentEntries.id, target.id), eq(contentEntries.version, target.version)))
    .returning({ id: contentEntries.id });
  return row;
}

/** Deletes a record when it still has `version`; the deleted row, or undefined. */
export async function deleteContentAtVersion(
  tx: Db,
  target: { id: string; version: number },
): Promise<ContentRow | undefined> {
  const [row] = await tx
    .delete(contentEntries)
    .where(and(eq(contentEntries.id, target.id), eq(contentEntries.version, target.version)))
    .returning();
  return row ? { ...row, updatedByName: null } : undefined;
}

/** Whether the store holds any record (the seed fills only an empty store, so deleted records stay deleted). */
export async function hasAnyContent(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: contentEntries.id }).from(contentEntries).limit(1);
  return row !== undefined;
}
