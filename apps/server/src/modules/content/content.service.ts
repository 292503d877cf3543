import type {
  ContentEntry,
  ContentListAnswer,
  ContentListQuery,
  ContentRecord,
  ContentVersionRequest,
  CreateContentRequest,
  DecideShowcaseRequest,
  PublicContent,
  PublicContentListAnswer,
  PublicContentListQuery,
  PublicShowcaseAnswer,
  ShowcaseListAnswer,
  ShowcaseListQuery,
  ShowcaseProduct,
  ShowcaseRating,
  UpdateContentRequest,
} from '@boardforge/contracts/content.ts';
import { contentEntrySchema, showcaseStates } from '@boardforge/contracts/content.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.public.ts';
import {
  listSharedRatingPage,
  lockSharedRating,
  type SharedRatingRow,
  setShowcaseState,
} from '../orders/orders.public.ts';
import {
  type ContentRow,
  deleteContentAtVersion,
  findContent,
  insertContent,
  listContentPage,
  listPublishedPage,
  updateContentAtVersion,
} from './content.repository.ts';
import { toContentFields } from './content-fields.ts';

const boardProducts: Record<string, ShowcaseProduct> = {
  FPC: 'fpc',
  ALUMINUM: 'aluminium',
  COPPER: 'copper',
  ROGERS: 'rogers',
};

/** A showcased order's product tag: its type, and for boards the material (FR-4 is plain PCB). */
function showcaseProductOf(row: SharedRatingRow): ShowcaseProduct {
  if (row.orderType !== 'pcb') return row.orderType as ShowcaseProduct;
  return boardProducts[row.material ?? ''] ?? 'pcb';
}

/** The staff member acting, in the role of their session. */
export type ContentActor = { userId: string; role: string };

/** The record a row holds, read back through its kind's schema (a row is written only after that schema passed). */
function toEntry(row: ContentRow): ContentEntry {
  return contentEntrySchema.parse({ kind: row.kind, zh: row.textZh, en: row.textEn, data: row.data });
}

function toRecord(row: ContentRow): ContentRecord {
  return {
    id: row.id,
    status: row.status,
    sort: row.sort,
    version: row.version,
    entry: toEntry(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName ?? '',
  };
}

function toPublic(row: ContentRow): PublicContent {
  return {
    id: row.id,
    sort: row.sort,
    entry: toEntry(row),
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  };
}

/** A shortened customer name for the public showcase: the first character and two stars. */
function shortenName(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first}**` : '**';
}

function toShowcaseRating(row: SharedRatingRow): ShowcaseRating {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Creates the content service: the site's records of every kind (create as draft, edit at the version loaded, publish,
 * unpublish, delete — each audited in its transaction), the public reads of published records, and the moderation of
 * ratings customers shared for the home page's showcase.
 */
export function createContentService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /** Refuses a change to a record whose version moved on (409 `content.stale`) or that is gone (404). */
  async function refuseMissedVersion(tx: Db, id: string): Promise<never> {
    const current = await findContent(tx, id);
    if (!current) throw new AppError('404', 'content.notFound');
    throw new AppError('409', 'content.stale');
  }

  async function readRecord(id: string): Promise<ContentRecord> {
    const row = await findContent(db, id);
    if (!row) throw new AppError('404', 'content.notFound');
    return toRecord(row);
  }

  /** A page of one kind's records by status and keyword, counted in SQL. */
  async function listContent(query: ContentListQuery): Promise<ContentListAnswer> {
    const { rows, total } = await listContentPage(
      db,
      {
        kind: query.kind,
        status: query.status === 'all' ? undefined : query.status,
        keyword: query.keyword || undefined,
      },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    return { rows: rows.map(toRecord), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Creates a draft (rich text sanitised) and audits it. */
  async function createContent(actor: ContentActor, request: CreateContentRequest): Promise<ContentRecord> {
    const fields = toContentFields(request.entry, request.sort);
    const id = await db.transaction(async (tx) => {
      const at = now();
      const created = await insertContent(tx, { ...fields, updatedBy: actor.userId, at });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        actorRole: actor.role,
        kind: 'contentEdit',
        object: { type: 'content', id: created, number: fields.kind },
        after: { action: 'create', heading: fields.headingEn, status: 'draft' },
        at,
      });
      return created;
    });
    return readRecord(id);
  }

  /** Saves new fields of a record at the version the editor loaded; its kind cannot change. */
  async function updateContent(actor: ContentActor, request: UpdateContentRequest): Promise<ContentRecord> {
    const current = await findContent(db, request.id);
    if (!current) throw new AppError('404', 'content.notFound');
    if (current.kind !== request.entry.kind) throw new FieldAppError('entry.kind', 'content.kindChanged', {}, '409');
    const fields = toContentFields(request.entry, request.sort);
    await db.transaction(async (tx) => {
      const at = now();
      const updated = await updateContentAtVersion(tx, request, { ...fields, updatedBy: actor.userId, at });
      if (!updated) await refuseMissedVersion(tx, request.id);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        actorRole: actor.role,
        kind: 'contentEdit',
        object: { type: 'content', id: request.id, number: fields.kind },
        before: { action: 'edit', heading: current.headingEn, version: current.version },
        after: { action: 'edit', heading: fields.headingEn, version: request.version + 1 },
        at,
      });
    });
    return readRecord(request.id);
  }

  /** Publishes (the public routes show it from now) or unpublishes (back to draft) a record at its version. */
  async function setPublished(
    actor: ContentActor,
    request: ContentVersionRequest,
    isPublished: boolean,
  ): Promise<ContentRecord> {
    const current = await findContent(db, request.id);
    if (!current) throw new AppError('404', 'content.notFound');
    await db.transaction(async (tx) => {
      const at = now();
      const status = isPublished ? 'published' : 'draft';
      const updated = await updateContentAtVersion(tx, request, {
        status,
        publishedAt: isPublished ? at : null,
        updatedBy: actor.userId,
        at,
      });
      if (!updated) await refuseMissedVersion(tx, request.id);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        actorRole: actor.role,
        kind: 'contentEdit',
        object: { type: 'content', id: request.id, number: current.kind },
        before: { action: isPublished ? 'publish' : 'unpublish', status: current.status },
        after: { action: isPublished ? 'publish' : 'unpublish', status, heading: current.headingEn },
        at,
      });
    });
    return readRecord(request.id);
  }

  /** Deletes a record at its version (published or not) and audits what it held. */
  async function deleteContent(actor: ContentActor, request: ContentVersionRequest): Promise<{ id: string }> {
    await db.transaction(async (tx) => {
      const deleted = await deleteContentAtVersion(tx, request);
      if (!deleted) await refuseMissedVersion(tx, request.id);
      else {
        await recordAudit(tx, {
          actorUserId: actor.userId,
          actorRole: actor.role,
          kind: 'contentEdit',
          object: { type: 'content', id: request.id, number: deleted.kind },
          before: {
            action: 'delete',
            heading: deleted.headingEn,
            status: deleted.status,
            zh: deleted.textZh,
            en: deleted.textEn,
            data: deleted.data,
          },
          at: now(),
        });
      }
    });
    return { id: request.id };
  }

  /** A page of one kind's published records for the public site. */
  async function listPublished(query: PublicContentListQuery): Promise<PublicContentListAnswer> {
    const { rows, total } = await listPublishedPage(
      db,
      { kind: query.kind, category: query.kind === 'news' ? query.category : undefined },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    return { rows: rows.map(toPublic), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** One published record; a draft is as unknown to the public as a missing one (404). */
  async function getPublished(id: string): Promise<PublicContent> {
    const row = await findContent(db, id);
    if (row?.status !== 'published') throw new AppError('404', 'content.notFound');
    return toPublic(row);
  }

  /** A page of shared ratings in a state (or all), newest first. */
  async function listShowcase(query: ShowcaseListQuery): Promise<ShowcaseListAnswer> {
    const states = query.state === 'all' ? showcaseStates : [query.state];
    const { rows, total } = await listSharedRatingPage(db, states, {
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    });
    return { rows: rows.map(toShowcaseRating), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Approves (shown on the home page) or rejects a shared rating, under its row lock, audited. */
  async function decideShowcase(actor: ContentActor, request: DecideShowcaseRequest): Promise<ShowcaseRating> {
    return db.transaction(async (tx) => {
      const rating = await lockSharedRating(tx, request.ratingId);
      if (!rating) throw new AppError('404', 'content.ratingNotFound');
      const state = request.decision === 'approve' ? 'approved' : 'rejected';
      await setShowcaseState(tx, rating.ratingId, state);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        actorRole: actor.role,
        kind: 'contentEdit',
        object: { type: 'rating', id: rating.ratingId, number: rating.orderNo },
        before: { showcase: rating.state },
        after: { showcase: state },
        at: now(),
      });
      return toShowcaseRating({ ...rating, state });
    });
  }

  /** A page of approved ratings for the home page, the customer's name shortened. */
  async function listPublicShowcase(query: { pageNum: number; pageSize: number }): Promise<PublicShowcaseAnswer> {
    const { rows, total } = await listSharedRatingPage(db, ['approved'], {
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    });
    return {
      rows: rows.map((row) => ({
        ratingId: row.ratingId,
        customerName: shortenName(row.customerName),
        stars: row.stars,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        product: showcaseProductOf(row),
        delivery: row.delivery && row.delivery !== 'standard' ? row.delivery : null,
      })),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  return {
    listContent,
    createContent,
    updateContent,
    publishContent: (actor: ContentActor, request: ContentVersionRequest) => setPublished(actor, request, true),
    unpublishContent: (actor: ContentActor, request: ContentVersionRequest) => setPublished(actor, request, false),
    deleteContent,
    listPublished,
    getPublished,
    listShowcase,
    decideShowcase,
    listPublicShowcase,
  };
}

/** The content service as the routes receive it. */
export type ContentService = ReturnType<typeof createContentService>;
