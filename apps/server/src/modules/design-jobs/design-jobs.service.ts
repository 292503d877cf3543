import type { DesignActionRequest } from '@boardforge/contracts/design-job-actions.ts';
import type {
  DesignBoardOrderAnswer,
  DesignDownloadAnswer,
  DesignJobDetail,
  DesignQueueItem,
  DesignWorkloadRow,
  designJobListQuerySchema,
  designQueueQuerySchema,
} from '@boardforge/contracts/design-job-views.ts';
import type { PublishDesignJobRequest } from '@boardforge/contracts/design-jobs.ts';
import { formatLocalDay, toLocalDay, type WorkingCalendar } from '@boardforge/domain/calendar/china-calendar.ts';
import type { DesignRequest } from '@boardforge/domain/design-status/design-actions.ts';
import { createDesignJob } from '@boardforge/domain/design-status/design-intake.ts';
import type { DesignActor } from '@boardforge/domain/design-status/design-job.ts';
import { designWorkTag } from '@boardforge/domain/design-status/design-requirements.ts';
import { convertYuanAmountToFen } from '@boardforge/domain/money/fen.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { listRolesHoldingTag, listTagsOfRole } from '../menus/menus.public.ts';
import { appendOrderEvent } from '../order-events/order-events.repository.ts';
import { recordDesignJobRefund } from '../payments/payments.public.ts';
import { addPointsEntry } from '../points/points.public.ts';
import type { CurrentSession } from '../sessions/sessions.service.ts';
import { applyAndWriteDesignAction, loadMachineJob } from './design-job-writes.ts';
import {
  type DesignJobRow,
  findDesignJobById,
  findJobOfFile,
  findUserBrief,
  insertDesignDownload,
  insertDesignFiles,
  insertDesignHistory,
  insertDesignJob,
  listAttachableFileIds,
  listDesignDownloads,
  listDesignFiles,
  listDesignHistory,
  listDesignJobsPage,
  listDesignRounds,
  listEngineerWorkload,
} from './design-jobs.repository.ts';
import { isJobOverdue, toDesignFile, toDetail, toListItem } from './design-jobs.view.ts';

/** Points a job's feedback earns, as an order's rating does (docs/pricing.md §5). */
export const designFeedbackPoints = 10;

/** Who calls: the session and, for staff, the permission tags of their role. */
export type DesignCaller = { session: CurrentSession; tags: readonly string[] };

/** Turns a caller into the machine's actor. */
function toActor(caller: DesignCaller): DesignActor {
  const { session } = caller;
  if (session.kind === 'client') return { kind: 'client', userId: session.userId };
  return { kind: 'staff', userId: session.userId, roleId: session.role, tags: caller.tags };
}

/**
 * Creates the layout design service (issue 16): publishing, the customer's and staff's views, every step through the
 * domain's machine (design-job-writes.ts), downloads, the board order from a final package, the queue and workload.
 */
export function createDesignJobsService(dependencies: {
  db: Db;
  now: () => Date;
  priceBook: () => Promise<PriceBook>;
}) {
  const { db, now, priceBook } = dependencies;

  async function readCalendar(): Promise<WorkingCalendar> {
    return (await priceBook()).calendar;
  }

  function formatToday(calendar: WorkingCalendar): string {
    return formatLocalDay(toLocalDay(now(), calendar));
  }

  /**
   * Publishes a job (POST /design/job/publish): the wished date not in the past, every file the caller's own
   * unattached design upload; up to 100 pins priced at once and `quoted`, larger jobs `published` for staff review.
   */
  async function publish(caller: DesignCaller, request: PublishDesignJobRequest): Promise<DesignJobDetail> {
    const book = await priceBook();
    const at = now();
    const today = formatToday(book.calendar);
    if (request.wishedDate !== undefined && request.wishedDate < today)
      throw new FieldAppError('wishedDate', 'design.wishedDatePast', { date: request.wishedDate });
    const userId = caller.session.userId;
    const jobId = await db.transaction(async (tx) => {
      const own = await listAttachableFileIds(tx, userId, request.fileIds);
      if (own.length !== new Set(request.fileIds).size || own.length !== request.fileIds.length)
        throw new FieldAppError('fileIds', 'design.fileNotOwned', { field: 'fileIds' });
      const job = createDesignJob({ ownerUserId: userId, pins: request.pins }, book.layoutDesign, at);
      const row = await insertDesignJob(
        tx,
        {
          ownerUserId: userId,
          status: job.status,
          pins: request.pins,
          layers: request.layers,
          bgaPins: request.bgaPins,
          bgaPitchMm: request.bgaPitchMm ?? null,
          diffPairGbps: request.diffPairGbps ?? null,
          minTraceMil: request.minTraceMil ?? null,
          boardLengthMm: request.boardLengthMm,
          boardWidthMm: request.boardWidthMm,
          description: request.description,
          wishedDate: request.wishedDate ?? null,
          quotedPriceFen: job.quotedPriceFen ?? null,
          cycleMinDays: job.cycleDays?.min ?? null,
          cycleMaxDays: job.cycleDays?.max ?? null,
          enteredStatusAt: at,
          publishedAt: at,
        },
        today.replaceAll('-', ''),
      );
      await insertDesignFiles(tx, { jobId: row.id, fileIds: request.fileIds, place: 'spec', round: null, at });
      const entry = job.history[0];
      if (entry) await insertDesignHistory(tx, row.id, entry);
      await appendOrderEvent(tx, {
        orderId: row.id,
        userId,
        kind: 'designJob',
        payload: { jobId: row.id, jobNo: row.jobNo, action: 'publish', from: null, to: job.status, round: null },
        at,
      });
      return row.id;
    });
    return readDetail(caller, jobId);
  }

  /** The job if the caller may see it: its owner, or staff; anyone else 404 (its existence is not told). */
  async function findVisibleJob(tx: Db, caller: DesignCaller, jobId: string, isLocked: boolean): Promise<DesignJobRow> {
    const row = await findDesignJobById(tx, jobId, isLocked);
    if (!row) throw new AppError('404', 'design.notFound');
    if (caller.session.kind === 'client' && row.ownerUserId !== caller.session.userId)
      throw new AppError('404', 'design.notFound');
    return row;
  }

  /** The whole job with the caller's allowed actions (owner or staff; others 404). */
  async function readDetail(caller: DesignCaller, jobId: string): Promise<DesignJobDetail> {
    const calendar = await readCalendar();
    const row = await findVisibleJob(db, caller, jobId, false);
    const job = await loadMachineJob(db, row);
    const owner = await findUserBrief(db, row.ownerUserId);
    const engineer = row.engineerUserId ? await findUserBrief(db, row.engineerUserId) : undefined;
    return toDetail({
      row,
      job,
      actor: toActor(caller),
      ownerName: owner?.name ?? '',
      engineerName: engineer?.name ?? null,
      rounds: await listDesignRounds(db, row.id),
      files: await listDesignFiles(db, row.id),
      history: await listDesignHistory(db, row.id),
      downloads: await listDesignDownloads(db, row.id),
      today: formatToday(calendar),
    });
  }

  /**
   * One step (POST /design/job/action, /erp/design/action): the job row-locked, the machine decides with the
   * request's `fromStatus`, the writes follow in the same transaction. Money in yuan becomes fen; an engineer's tags
   * are looked up. Feedback also earns +10 points.
   */
  async function act(caller: DesignCaller, request: DesignActionRequest): Promise<DesignJobDetail> {
    const calendar = await readCalendar();
    const domainRequest = await toDomainRequest(request);
    await db.transaction(async (tx) => {
      const row = await findVisibleJob(tx, caller, request.jobId, true);
      const at = now();
      // Shared feedback waits in the showcase's moderation queue beside the order ratings (content module).
      const extra =
        request.action === 'giveFeedback'
          ? {
              isFeedbackShareOffered: request.payload.share,
              feedbackShowcaseStatus: request.payload.share ? ('pending' as const) : ('private' as const),
            }
          : undefined;
      const written = await applyAndWriteDesignAction(tx, {
        row,
        actor: toActor(caller),
        request: domainRequest,
        at,
        calendar,
        ...(extra ? { extra } : {}),
      });
      // A staff cancellation of a paid job gives the money back: one refund row in the ledger.
      const refundFen = written.job.refundedFen - row.refundedFen;
      if (refundFen > 0)
        await recordDesignJobRefund(tx, {
          designJobId: row.id,
          amountFen: refundFen,
          actorUserId: caller.session.userId,
          at,
        });
      if (request.action === 'giveFeedback')
        await addPointsEntry(tx, {
          userId: row.ownerUserId,
          change: designFeedbackPoints,
          reason: 'rating',
          orderNo: row.jobNo,
          at,
        });
    });
    return readDetail(caller, request.jobId);
  }

  async function toDomainRequest(request: DesignActionRequest): Promise<DesignRequest> {
    const fromStatus = request.fromStatus;
    switch (request.action) {
      case 'quote':
        return {
          action: 'quote',
          fromStatus,
          payload: {
            priceFen: convertYuanAmountToFen(request.payload.price),
            cycleMinDays: request.payload.cycleMinDays,
            cycleMaxDays: request.payload.cycleMaxDays,
          },
        };
      case 'assignEngineer': {
        const engineerUserId = request.payload.engineerUserId;
        const tags = await listTagsOfUser(engineerUserId);
        return { action: 'assignEngineer', fromStatus, payload: { engineerUserId, engineerTags: tags } };
      }
      case 'giveFeedback':
        return {
          action: 'giveFeedback',
          fromStatus,
          payload: { stars: request.payload.stars, text: request.payload.text },
        };
      case 'requestChanges': {
        const { pin, ...rest } = request.payload;
        return { action: 'requestChanges', fromStatus, payload: pin ? { ...rest, pin } : rest };
      }
      default:
        return request as DesignRequest;
    }
  }

  /**
   * The final package's files, each download recorded: the owner's through the machine (the first moves the job to
   * `downloaded`), staff's recorded without a transition. Anyone else 404; before the final package 409.
   */
  async function download(caller: DesignCaller, jobId: string): Promise<DesignDownloadAnswer> {
    const calendar = await readCalendar();
    const status = await db.transaction(async (tx) => {
      const row = await findVisibleJob(tx, caller, jobId, true);
      const at = now();
      if (caller.session.kind === 'client') {
        const written = await applyAndWriteDesignAction(tx, {
          row,
          actor: toActor(caller),
          request: { action: 'download', payload: {} },
          at,
          calendar,
        });
        await insertDesignDownload(tx, { jobId, userId: caller.session.userId, actorKind: 'client', at });
        return written.job.status;
      }
      if (row.finalUploadedAt === null)
        throw new AppError('409', 'design.notAllowedFromStatus', { action: 'download', status: row.status });
      await insertDesignDownload(tx, { jobId, userId: caller.session.userId, actorKind: 'staff', at });
      return row.status;
    });
    const files = await listDesignFiles(db, jobId);
    return {
      files: files.filter((file) => file.place === 'final').map(toDesignFile),
      status: status as DesignDownloadAnswer['status'],
    };
  }

  /** Opens a file of a job the caller may see (owner or staff; others 404). */
  async function findFileJobAccess(caller: DesignCaller, fileId: string): Promise<void> {
    const job = await findJobOfFile(db, fileId);
    if (!job) throw new AppError('404', 'files.notFound');
    if (caller.session.kind === 'client' && job.ownerUserId !== caller.session.userId)
      throw new AppError('404', 'files.notFound');
  }

  /** What /valuation needs to order the designed board: size, layers and the final Gerber set (owner only). */
  async function readBoardOrder(caller: DesignCaller, jobId: string): Promise<DesignBoardOrderAnswer> {
    const row = await findVisibleJob(db, caller, jobId, false);
    if (row.finalUploadedAt === null)
      throw new AppError('409', 'design.notAllowedFromStatus', { action: 'boardOrder', status: row.status });
    const finals = (await listDesignFiles(db, jobId)).filter((file) => file.place === 'final').map(toDesignFile);
    const gerber = finals.find((file) => file.kind === 'gerber');
    // A Smart Quotes spec link (?tab=&spec=, the spec as base64url JSON, as the quote forms share it); `source=home`:
    // it is the customer's own board, so the page shows no "shared spec" notice.
    const spec = { layers: row.layers, boardLength: row.boardLengthMm, boardWidth: row.boardWidthMm };
    const query = new URLSearchParams({
      tab: 'pcb',
      spec: Buffer.from(JSON.stringify(spec)).toString('base64url'),
      source: 'home',
    });
    return {
      boardLengthMm: row.boardLengthMm,
      boardWidthMm: row.boardWidthMm,
      layers: row.layers,
      gerberFileId: gerber?.fileId ?? null,
      valuationPath: `/valuation?${query.toString()}`,
    };
  }

  /** A page of the caller's own jobs. */
  async function listOwn(caller: DesignCaller, query: z.infer<typeof designJobListQuerySchema>) {
    const { rows, total } = await listDesignJobsPage(db, {
      ownerUserId: caller.session.userId,
      status: query.status,
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    });
    return {
      rows: rows.map((row) => toListItem(row.job, row.latestRound)),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  /** Staff's queue: every job, filtered by status, engineer, overdue or a job number / customer name, paged in SQL. */
  async function listQueue(query: z.infer<typeof designQueueQuerySchema>) {
    const today = formatToday(await readCalendar());
    const { rows, total } = await listDesignJobsPage(db, {
      status: query.status,
      engineerUserId: query.engineerUserId,
      overdueOn: query.isOverdue ? today : undefined,
      keyword: query.keyword || undefined,
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    });
    const items: DesignQueueItem[] = rows.map((row) => ({
      ...toListItem(row.job, row.latestRound),
      owner: { id: row.job.ownerUserId, name: row.ownerName },
      engineer: row.job.engineerUserId ? { id: row.job.engineerUserId, name: row.engineerName ?? '' } : null,
      isOverdue: isJobOverdue(row.job, today),
      enteredStatusAt: row.job.enteredStatusAt.toISOString(),
    }));
    return { rows: items, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Every design engineer (the roles holding design:work by default or as edited) and their load. */
  async function listWorkload(): Promise<DesignWorkloadRow[]> {
    const today = formatToday(await readCalendar());
    const roleIds = await listDesignRoleIds();
    const rows = await listEngineerWorkload(db, { roleIds, today });
    return rows.map((row) => ({
      engineer: { id: row.id, name: row.name },
      activeJobs: row.activeJobs,
      waitingForCustomer: row.waitingForCustomer,
      overdueJobs: row.overdueJobs,
      completedJobs: row.completedJobs,
      nextDueDate: row.nextDueDate,
    }));
  }

  // The roles whose tags include design:work (the seeded design engineer, and any role the administrator gave it).
  async function listDesignRoleIds(): Promise<string[]> {
    return listRolesHoldingTag(db, designWorkTag);
  }

  // A staff member's tags through their role (none for a customer or an unknown id).
  async function listTagsOfUser(userId: string): Promise<string[]> {
    const user = await findUserBrief(db, userId);
    if (user?.kind !== 'staff' || user.roleId === null) return [];
    return listTagsOfRole(db, user.roleId);
  }

  /** The caller of a request: a staff member's tags come from their role. */
  async function resolveCaller(session: CurrentSession): Promise<DesignCaller> {
    return { session, tags: session.kind === 'staff' ? await listTagsOfRole(db, session.role) : [] };
  }

  /** An upload's answer: the stored file, not yet attached to a job. */
  function describeUpload(row: { id: string; originalName: string; size: number; analysis: unknown; createdAt: Date }) {
    return toDesignFile({
      fileId: row.id,
      name: row.originalName,
      size: row.size,
      analysis: row.analysis,
      createdAt: row.createdAt,
      place: null,
      round: null,
    });
  }

  return {
    resolveCaller,
    describeUpload,
    publish,
    readDetail,
    act,
    download,
    findFileJobAccess,
    readBoardOrder,
    listOwn,
    listQueue,
    listWorkload,
  };
}

/** The design service's interface. */
export type DesignJobsService = ReturnType<typeof createDesignJobsService>;
