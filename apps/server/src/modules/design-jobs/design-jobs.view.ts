import {
  type DesignFile,
  type DesignFileKind,
  type DesignHistoryRow,
  type DesignJobDetail,
  type DesignJobListItem,
  type DesignRoundView,
  designFileKinds,
  designJobPaths,
} from '@boardforge/contracts/design-job-views.ts';
import type { DesignActor, DesignJob } from '@boardforge/domain/design-status/design-job.ts';
import type { DesignStatus } from '@boardforge/domain/design-status/design-statuses.ts';
import { allowedDesignActions } from '@boardforge/domain/design-status/design-transitions.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import type { DesignJobFileRow, DesignJobRoundRow, DesignJobRow } from './design-jobs.repository.ts';

/** Statuses in which a due date still binds the team (the final package not yet delivered). */
const bindingStatuses: readonly DesignStatus[] = ['paid', 'designing', 'roundDelivered', 'changesRequested', 'roundApproved'];

/** Whether the job is past its due date (`today` is China time's `YYYY-MM-DD`). */
export function isJobOverdue(row: Pick<DesignJobRow, 'status' | 'dueDate'>, today: string): boolean {
  return row.dueDate !== null && row.dueDate < today && bindingStatuses.includes(row.status as DesignStatus);
}

/** The kind a design upload was given (stored in the file's analysis). */
function readKind(analysis: unknown): DesignFileKind {
  const kind = (analysis as { designKind?: unknown } | null)?.designKind;
  return (designFileKinds as readonly unknown[]).includes(kind) ? (kind as DesignFileKind) : 'other';
}

/** One file as the job page lists it. */
export function toDesignFile(file: DesignJobFileRow | (Omit<DesignJobFileRow, 'place' | 'round'> & { place: null; round: null })): DesignFile {
  return {
    fileId: file.fileId,
    name: file.name,
    sizeBytes: file.size,
    kind: readKind(file.analysis),
    place: file.place,
    round: file.round,
    uploadedAt: file.createdAt.toISOString(),
    url: `${designJobPaths.fileContent}?fileId=${file.fileId}`,
  };
}

/** The list row of a job. */
export function toListItem(row: DesignJobRow, latestRound: number): DesignJobListItem {
  return {
    jobId: row.id,
    jobNo: row.jobNo,
    status: row.status as DesignStatus,
    pins: row.pins,
    layers: row.layers,
    quotedPrice: row.quotedPriceFen === null ? null : toYuan(row.quotedPriceFen),
    publishedAt: row.publishedAt.toISOString(),
    dueDate: row.dueDate,
    latestRound,
  };
}

/** Everything the job page needs, with the actions this actor may take now. */
export function toDetail(input: {
  row: DesignJobRow;
  job: DesignJob;
  actor: DesignActor;
  ownerName: string;
  engineerName: string | null;
  rounds: DesignJobRoundRow[];
  files: DesignJobFileRow[];
  history: {
    action: string;
    fromStatus: string | null;
    toStatus: string;
    actorUserId: string | null;
    actorRole: string;
    actorName: string | null;
    round: number | null;
    note: string | null;
    createdAt: Date;
  }[];
  downloads: { actorKind: 'client' | 'staff'; name: string; createdAt: Date }[];
  today: string;
}): DesignJobDetail {
  const { row, files } = input;
  const latestNumber = input.rounds.at(-1)?.number ?? 0;
  const rounds: DesignRoundView[] = input.rounds.map((round) => ({
    number: round.number,
    deliveredAt: round.deliveredAt.toISOString(),
    files: files.filter((file) => file.place === 'round' && file.round === round.number).map(toDesignFile),
    answer: toAnswer(round),
    isReplaced: round.number < latestNumber,
  }));
  const lastQuestion = [...input.history].reverse().find((entry) => entry.action === 'askQuestion');
  return {
    jobId: row.id,
    jobNo: row.jobNo,
    status: row.status as DesignStatus,
    owner: { id: row.ownerUserId, name: input.ownerName },
    spec: {
      pins: row.pins,
      layers: row.layers,
      bgaPins: row.bgaPins,
      bgaPitchMm: row.bgaPitchMm,
      diffPairGbps: row.diffPairGbps,
      minTraceMil: row.minTraceMil,
      boardLengthMm: row.boardLengthMm,
      boardWidthMm: row.boardWidthMm,
      description: row.description,
      wishedDate: row.wishedDate,
    },
    quotedPrice: row.quotedPriceFen === null ? null : toYuan(row.quotedPriceFen),
    paid: toYuan(row.paidFen),
    refunded: toYuan(row.refundedFen),
    cycle: row.cycleMinDays !== null && row.cycleMaxDays !== null ? { minDays: row.cycleMinDays, maxDays: row.cycleMaxDays } : null,
    publishedAt: row.publishedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    dueDate: row.dueDate,
    isOverdue: isJobOverdue(row, input.today),
    engineer: row.engineerUserId === null ? null : { id: row.engineerUserId, name: input.engineerName ?? '' },
    openQuestion: row.isQuestionOpen ? (lastQuestion?.note ?? null) : null,
    specFiles: files.filter((file) => file.place === 'spec').map(toDesignFile),
    rounds,
    finalFiles: files.filter((file) => file.place === 'final').map(toDesignFile),
    downloads: input.downloads.map((download) => ({
      at: download.createdAt.toISOString(),
      by: { kind: download.actorKind, name: download.name },
    })),
    feedback:
      row.feedbackStars !== null && row.feedbackAt !== null
        ? {
            stars: row.feedbackStars,
            text: row.feedbackText ?? '',
            at: row.feedbackAt.toISOString(),
            share: row.isFeedbackShareOffered,
          }
        : null,
    history: input.history.map(toHistoryRow),
    allowedActions: allowedDesignActions(input.job, input.actor),
  };
}

function toAnswer(round: DesignJobRoundRow): DesignRoundView['answer'] {
  if (round.answerKind === null || round.answeredAt === null) return null;
  if (round.answerKind === 'approved') return { kind: 'approved', at: round.answeredAt.toISOString() };
  return {
    kind: 'changesRequested',
    at: round.answeredAt.toISOString(),
    comment: round.comment ?? '',
    pin: round.pinFileId !== null && round.pinPage !== null ? { fileId: round.pinFileId, page: round.pinPage } : null,
  };
}

function toHistoryRow(entry: Parameters<typeof toDetail>[0]['history'][number]): DesignHistoryRow {
  const kind = entry.actorRole === 'client' ? 'client' : entry.actorRole === 'system' ? 'system' : 'staff';
  return {
    at: entry.createdAt.toISOString(),
    actor: { kind, role: entry.actorRole, name: entry.actorName ?? '' },
    action: entry.action,
    from: entry.fromStatus as DesignStatus | null,
    to: entry.toStatus as DesignStatus,
    round: entry.round,
    note: entry.note,
  };
}
