import type { DesignHistoryEntry, DesignJob, DesignRound } from '@boardforge/domain/design-status/design-job.ts';
import type { DesignStatus } from '@boardforge/domain/design-status/design-statuses.ts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  designJobDownloads,
  designJobFiles,
  designJobHistory,
  designJobRounds,
  designJobs,
} from '../../db/design-jobs.table.ts';
import { files } from '../../db/files.table.ts';
import { users } from '../../db/users.table.ts';

/** A design_jobs row. */
export type DesignJobRow = typeof designJobs.$inferSelect;
type NewDesignJobRow = Omit<typeof designJobs.$inferInsert, 'id' | 'seq' | 'jobNo'>;
/** A design_job_files row joined with its file. */
export type DesignJobFileRow = {
  fileId: string;
  place: 'spec' | 'round' | 'final';
  round: number | null;
  name: string;
  size: number;
  analysis: unknown;
  createdAt: Date;
};
/** A design_job_rounds row. */
export type DesignJobRoundRow = typeof designJobRounds.$inferSelect;

/** Inserts a job with its next number (DJ + China-time day + 6 digits) and returns it. */
export async function insertDesignJob(tx: Db, row: NewDesignJobRow, day: string): Promise<DesignJobRow> {
  const { rows } = (await tx.execute(sql`select nextval(pg_get_serial_sequence('design_jobs', 'seq')) as seq`)) as {
    rows: { seq: number | string }[];
  };
  const seq = Number(rows[0]?.seq);
  const jobNo = `DJ${day}-${String(seq).padStart(6, '0')}`;
  const [inserted] = await tx
    .insert(designJobs)
    .values({ ...row, seq, jobNo })
    .returning();
  if (!inserted) throw new Error('design job insert returned no row');
  return inserted;
}

/** The job, row-locked (SELECT … FOR UPDATE) when `isLocked`. */
export async function findDesignJobById(tx: Db, jobId: string, isLocked: boolean): Promise<DesignJobRow | undefined> {
  if (!isUuid(jobId)) return undefined;
  const query = tx.select().from(designJobs).where(eq(designJobs.id, jobId)).limit(1);
  const [row] = isLocked ? await query.for('update') : await query;
  return row;
}

/** Writes the job's changed columns. */
export async function updateDesignJob(tx: Db, jobId: string, set: Partial<NewDesignJobRow>): Promise<void> {
  await tx.update(designJobs).set(set).where(eq(designJobs.id, jobId));
}

/** Appends a history row. */
export async function insertDesignHistory(tx: Db, jobId: string, entry: DesignHistoryEntry): Promise<void> {
  await tx.insert(designJobHistory).values({
    jobId,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    actorUserId: entry.actorUserId,
    actorRole: entry.actorRole,
    round: entry.round ?? null,
    note: entry.note ?? null,
    createdAt: entry.at,
  });
}

/** The job's history with the actors' names, oldest first. */
export async function listDesignHistory(tx: Db, jobId: string) {
  return tx
    .select({
      action: designJobHistory.action,
      fromStatus: designJobHistory.fromStatus,
      toStatus: designJobHistory.toStatus,
      actorUserId: designJobHistory.actorUserId,
      actorRole: designJobHistory.actorRole,
      actorName: users.nickname,
      round: designJobHistory.round,
      note: designJobHistory.note,
      createdAt: designJobHistory.createdAt,
    })
    .from(designJobHistory)
    .leftJoin(users, eq(users.id, designJobHistory.actorUserId))
    .where(eq(designJobHistory.jobId, jobId))
    .orderBy(asc(designJobHistory.id));
}

/** The job's rounds, first first. */
export async function listDesignRounds(tx: Db, jobId: string): Promise<DesignJobRoundRow[]> {
  return tx.select().from(designJobRounds).where(eq(designJobRounds.jobId, jobId)).orderBy(asc(designJobRounds.number));
}

/** Adds a delivered round. */
export async function insertDesignRound(tx: Db, jobId: string, round: DesignRound): Promise<void> {
  await tx.insert(designJobRounds).values({ jobId, number: round.number, deliveredAt: round.deliveredAt });
}

/** Records the customer's one answer to a round (only while it has none). */
export async function answerDesignRound(tx: Db, jobId: string, round: DesignRound): Promise<void> {
  const answer = round.answer;
  if (!answer) return;
  await tx
    .update(designJobRounds)
    .set({
      answerKind: answer.kind,
      answeredAt: answer.at,
      comment: answer.kind === 'changesRequested' ? answer.comment : null,
      pinFileId: answer.kind === 'changesRequested' ? (answer.pin?.fileId ?? null) : null,
      pinPage: answer.kind === 'changesRequested' ? (answer.pin?.page ?? null) : null,
    })
    .where(
      and(
        eq(designJobRounds.jobId, jobId),
        eq(designJobRounds.number, round.number),
        sql`${designJobRounds.answerKind} is null`,
      ),
    );
}

/** The job's files with their names, in upload order. */
export async function listDesignFiles(tx: Db, jobId: string): Promise<DesignJobFileRow[]> {
  return tx
    .select({
      fileId: designJobFiles.fileId,
      place: designJobFiles.place,
      round: designJobFiles.round,
      name: files.originalName,
      size: files.size,
      analysis: files.analysis,
      createdAt: designJobFiles.createdAt,
    })
    .from(designJobFiles)
    .innerJoin(files, eq(files.id, designJobFiles.fileId))
    .where(eq(designJobFiles.jobId, jobId))
    .orderBy(asc(designJobFiles.id));
}

/** Attaches files to a place of a job. */
export async function insertDesignFiles(
  tx: Db,
  rows: {
    jobId: string;
    fileIds: readonly string[];
    place: 'spec' | 'round' | 'final';
    round: number | null;
    at: Date;
  },
): Promise<void> {
  if (rows.fileIds.length === 0) return;
  await tx.insert(designJobFiles).values(
    rows.fileIds.map((fileId) => ({
      jobId: rows.jobId,
      fileId,
      place: rows.place,
      round: rows.round,
      createdAt: rows.at,
    })),
  );
}

/**
 * Of `fileIds`, those that are design uploads of `ownerUserId` not yet attached to any job (a file id must belong to
 * the uploader and be named once).
 */
export async function listAttachableFileIds(
  tx: Db,
  ownerUserId: string,
  fileIds: readonly string[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .select({ id: files.id })
    .from(files)
    .leftJoin(designJobFiles, eq(designJobFiles.fileId, files.id))
    .where(
      and(
        inArray(files.id, [...fileIds]),
        eq(files.ownerUserId, ownerUserId),
        eq(files.kind, 'design'),
        sql`${designJobFiles.id} is null`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The job a file is attached to, with its owner (for the file content route). */
export async function findJobOfFile(tx: Db, fileId: string) {
  if (!isUuid(fileId)) return undefined;
  const [row] = await tx
    .select({ jobId: designJobs.id, ownerUserId: designJobs.ownerUserId })
    .from(designJobFiles)
    .innerJoin(designJobs, eq(designJobs.id, designJobFiles.jobId))
    .where(eq(designJobFiles.fileId, fileId))
    .limit(1);
  return row;
}

/** Records one download. */
export async function insertDesignDownload(
  tx: Db,
  row: { jobId: string; userId: string; actorKind: 'client' | 'staff'; at: Date },
): Promise<void> {
  await tx
    .insert(designJobDownloads)
    .values({ jobId: row.jobId, userId: row.userId, actorKind: row.actorKind, createdAt: row.at });
}

/** The job's downloads with the downloader's name, oldest first. */
export async function listDesignDownloads(tx: Db, jobId: string) {
  return tx
    .select({ actorKind: designJobDownloads.actorKind, name: users.nickname, createdAt: designJobDownloads.createdAt })
    .from(designJobDownloads)
    .innerJoin(users, eq(users.id, designJobDownloads.userId))
    .where(eq(designJobDownloads.jobId, jobId))
    .orderBy(asc(designJobDownloads.id));
}

/** A user's display name and role, or undefined. */
export async function findUserBrief(tx: Db, userId: string) {
  if (!isUuid(userId)) return undefined;
  const [row] = await tx
    .select({ id: users.id, name: users.nickname, kind: users.kind, roleId: users.roleId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A customer's mail address and phone, for reminders. */
export async function findUserContact(tx: Db, userId: string) {
  const [row] = await tx
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A page of jobs (the caller's, or every job for staff) with the total, newest first, filtered in SQL. */
export async function listDesignJobsPage(
  tx: Db,
  filter: {
    ownerUserId?: string | undefined;
    status?: DesignStatus | undefined;
    engineerUserId?: string | undefined;
    overdueOn?: string | undefined;
    keyword?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const owner = sql`owner_user.nickname`;
  const conditions = [
    filter.ownerUserId ? eq(designJobs.ownerUserId, filter.ownerUserId) : undefined,
    filter.status ? eq(designJobs.status, filter.status) : undefined,
    filter.engineerUserId ? eq(designJobs.engineerUserId, filter.engineerUserId) : undefined,
    filter.overdueOn
      ? sql`${designJobs.dueDate} < ${filter.overdueOn}::date and ${designJobs.status} in ${activeList}`
      : undefined,
    filter.keyword
      ? sql`(${designJobs.jobNo} ilike ${likePattern(filter.keyword)} or ${owner} ilike ${likePattern(filter.keyword)})`
      : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const engineer = sql`engineer_user`;
  const rows = await tx
    .select({
      job: designJobs,
      ownerName: sql<string>`${owner}`,
      engineerName: sql<string | null>`${engineer}.nickname`,
      latestRound:
        sql<number>`(select coalesce(max(number), 0) from ${designJobRounds} where ${designJobRounds.jobId} = ${designJobs.id})`.mapWith(
          Number,
        ),
    })
    .from(designJobs)
    .innerJoin(sql`${users} as owner_user`, sql`owner_user.id = ${designJobs.ownerUserId}`)
    .leftJoin(sql`${users} as engineer_user`, sql`engineer_user.id = ${designJobs.engineerUserId}`)
    .where(where)
    .orderBy(sql`${designJobs.publishedAt} desc, ${designJobs.seq} desc`)
    .limit(filter.limit)
    .offset(filter.offset);
  // The count joins the owner only when the keyword may match the owner's name (every job has its owner).
  const counted = tx.select({ total: count() }).from(designJobs);
  const [totals] = await (filter.keyword
    ? counted.innerJoin(sql`${users} as owner_user`, sql`owner_user.id = ${designJobs.ownerUserId}`).where(where)
    : counted.where(where));
  return { rows, total: totals?.total ?? 0 };
}

/** Statuses in which the engineer still owes work or the customer an answer. */
const activeStatuses: readonly DesignStatus[] = [
  'paid',
  'designing',
  'roundDelivered',
  'changesRequested',
  'roundApproved',
];
const activeList = sql.raw(`(${activeStatuses.map((status) => `'${status}'`).join(', ')})`);

/** Every design engineer (holding `tag` through their role) with their jobs counted by stage in one query. */
export async function listEngineerWorkload(tx: Db, input: { roleIds: readonly string[]; today: string }) {
  if (input.roleIds.length === 0) return [];
  return tx
    .select({
      id: users.id,
      name: users.nickname,
      activeJobs: sql<number>`count(${designJobs.id}) filter (where ${designJobs.status} in ${activeList})`.mapWith(
        Number,
      ),
      waitingForCustomer:
        sql<number>`count(${designJobs.id}) filter (where ${designJobs.status} = 'roundDelivered')`.mapWith(Number),
      overdueJobs:
        sql<number>`count(${designJobs.id}) filter (where ${designJobs.status} in ${activeList} and ${designJobs.dueDate} < ${input.today}::date)`.mapWith(
          Number,
        ),
      completedJobs:
        sql<number>`count(${designJobs.id}) filter (where ${designJobs.status} in ('finalUploaded', 'downloaded', 'feedbackGiven'))`.mapWith(
          Number,
        ),
      nextDueDate: sql<string | null>`min(${designJobs.dueDate}) filter (where ${designJobs.status} in ${activeList})`,
    })
    .from(users)
    .leftJoin(designJobs, eq(designJobs.engineerUserId, users.id))
    .where(and(eq(users.kind, 'staff'), inArray(users.roleId, [...input.roleIds])))
    .groupBy(users.id, users.nickname)
    .orderBy(asc(users.nickname));
}

/** Rounds waiting for the customer since before `before`, not reminded yet, with their job and owner. */
export async function listRoundsToRemind(tx: Db, before: Date, limit: number) {
  return tx
    .select({
      jobId: designJobs.id,
      jobNo: designJobs.jobNo,
      ownerUserId: designJobs.ownerUserId,
      number: designJobRounds.number,
    })
    .from(designJobRounds)
    .innerJoin(designJobs, eq(designJobs.id, designJobRounds.jobId))
    .where(
      and(
        sql`${designJobRounds.answerKind} is null`,
        sql`${designJobRounds.remindedAt} is null`,
        sql`${designJobRounds.deliveredAt} < ${before.toISOString()}::timestamptz`,
        eq(designJobs.status, 'roundDelivered'),
      ),
    )
    .orderBy(asc(designJobRounds.deliveredAt))
    .limit(limit);
}

/** Marks a round reminded; false when another run did it first (once per round). */
export async function markRoundReminded(tx: Db, jobId: string, number: number, at: Date): Promise<boolean> {
  const updated = await tx
    .update(designJobRounds)
    .set({ remindedAt: at })
    .where(
      and(
        eq(designJobRounds.jobId, jobId),
        eq(designJobRounds.number, number),
        sql`${designJobRounds.remindedAt} is null`,
      ),
    )
    .returning({ number: designJobRounds.number });
  return updated.length > 0;
}

/** Builds the machine's view of a job from its row, rounds and files (history is not needed to decide). */
export function toMachineJob(row: DesignJobRow, rounds: DesignJobRoundRow[], jobFiles: DesignJobFileRow[]): DesignJob {
  const roundFiles = (number: number) =>
    jobFiles.filter((file) => file.place === 'round' && file.round === number).map((file) => file.fileId);
  const finalFileIds = jobFiles.filter((file) => file.place === 'final').map((file) => file.fileId);
  const job: DesignJob = {
    status: row.status as DesignStatus,
    ownerUserId: row.ownerUserId,
    pins: row.pins,
    paidFen: row.paidFen,
    refundedFen: row.refundedFen,
    isQuestionOpen: row.isQuestionOpen,
    rounds: rounds.map((round) => toMachineRound(round, roundFiles(round.number))),
    downloads: row.downloads,
    enteredStatusAt: row.enteredStatusAt,
    history: [],
  };
  if (row.quotedPriceFen !== null) job.quotedPriceFen = row.quotedPriceFen;
  if (row.cycleMinDays !== null && row.cycleMaxDays !== null)
    job.cycleDays = { min: row.cycleMinDays, max: row.cycleMaxDays };
  if (row.engineerUserId !== null) job.engineerUserId = row.engineerUserId;
  if (row.finalUploadedAt !== null) job.finalPackage = { fileIds: finalFileIds, uploadedAt: row.finalUploadedAt };
  if (row.feedbackStars !== null && row.feedbackAt !== null)
    job.feedback = { stars: row.feedbackStars, text: row.feedbackText ?? '', at: row.feedbackAt };
  return job;
}

function toMachineRound(round: DesignJobRoundRow, fileIds: string[]): DesignRound {
  const base = { number: round.number, deliveredAt: round.deliveredAt, fileIds };
  if (round.answerKind === 'approved' && round.answeredAt)
    return { ...base, answer: { kind: 'approved', at: round.answeredAt } };
  if (round.answerKind === 'changesRequested' && round.answeredAt) {
    const pin =
      round.pinFileId !== null && round.pinPage !== null ? { fileId: round.pinFileId, page: round.pinPage } : undefined;
    return {
      ...base,
      answer: pin
        ? { kind: 'changesRequested', at: round.answeredAt, comment: round.comment ?? '', pin }
        : { kind: 'changesRequested', at: round.answeredAt, comment: round.comment ?? '' },
    };
  }
  return base;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can be a row's uuid (anything else finds nothing, never a database error). */
function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** A substring pattern for ILIKE with the keyword's own `%`, `_` and `\` taken literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
