import {
  addWorkingDays,
  formatLocalDay,
  toLocalDay,
  type WorkingCalendar,
} from '@boardforge/domain/calendar/china-calendar.ts';
import { applyDesignAction, type DesignRefusal } from '@boardforge/domain/design-status/apply-design-action.ts';
import type { DesignRequest } from '@boardforge/domain/design-status/design-actions.ts';
import type { DesignActor, DesignJob } from '@boardforge/domain/design-status/design-job.ts';
import { findLatestRoundNumber } from '@boardforge/domain/design-status/design-requirements.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { appendOrderEvent } from '../order-events/order-events.repository.ts';
import {
  answerDesignRound,
  type DesignJobRow,
  insertDesignFiles,
  insertDesignHistory,
  insertDesignRound,
  listAttachableFileIds,
  listDesignFiles,
  listDesignRounds,
  toMachineJob,
  updateDesignJob,
} from './design-jobs.repository.ts';

/** The machine's job of a locked row, read with its rounds and files. */
export async function loadMachineJob(tx: Db, row: DesignJobRow): Promise<DesignJob> {
  return toMachineJob(row, await listDesignRounds(tx, row.id), await listDesignFiles(tx, row.id));
}

/**
 * Decides one request on a row-locked job with the domain's machine and writes what it returns in the caller's
 * transaction: the job's columns, a new round or an answer, attached files, the history row and, last, the outbox
 * event (kind `designJob`). Files named by a delivery must be the actor's own unattached design uploads (400 naming
 * `fileIds`). Refusals throw: 403 forbidden, 409 staleStatus / notAllowedFromStatus / staleRound, 400 with the field.
 */
export async function applyAndWriteDesignAction(
  tx: Db,
  input: {
    row: DesignJobRow;
    actor: DesignActor;
    request: DesignRequest;
    at: Date;
    calendar: WorkingCalendar;
    /** Extra columns the caller writes with the step (the feedback's share flag). */
    extra?: Partial<Pick<DesignJobRow, 'isFeedbackShareOffered' | 'feedbackShowcaseStatus'>>;
  },
): Promise<{ job: DesignJob; row: DesignJobRow }> {
  const { row, actor, request, at } = input;
  const job = await loadMachineJob(tx, row);
  const outcome = applyDesignAction(job, actor, request, at);
  if (!outcome.ok) throw toDesignError(outcome, job, request);
  if ((request.action === 'deliverRound' || request.action === 'uploadFinal') && actor.kind !== 'system') {
    const own = await listAttachableFileIds(tx, actor.userId, request.payload.fileIds);
    if (own.length !== request.payload.fileIds.length)
      throw new FieldAppError('fileIds', 'design.fileNotOwned', { field: 'fileIds' });
  }
  const next = outcome.job;
  const set: Partial<DesignJobRow> = {
    status: next.status,
    enteredStatusAt: next.enteredStatusAt,
    quotedPriceFen: next.quotedPriceFen ?? null,
    cycleMinDays: next.cycleDays?.min ?? null,
    cycleMaxDays: next.cycleDays?.max ?? null,
    engineerUserId: next.engineerUserId ?? null,
    isQuestionOpen: next.isQuestionOpen,
    refundedFen: next.refundedFen,
    downloads: next.downloads,
    ...input.extra,
  };
  switch (request.action) {
    case 'confirmPayment': {
      set.paidAt = at;
      const cycle = next.cycleDays?.max ?? 1;
      set.dueDate = formatLocalDay(addWorkingDays(toLocalDay(at, input.calendar), cycle, input.calendar));
      break;
    }
    case 'startDesign':
      set.startedAt = at;
      break;
    case 'deliverRound':
      await insertDesignRound(tx, row.id, { number: request.payload.round, deliveredAt: at, fileIds: [] });
      await insertDesignFiles(tx, {
        jobId: row.id,
        fileIds: request.payload.fileIds,
        place: 'round',
        round: request.payload.round,
        at,
      });
      break;
    case 'requestChanges':
    case 'approveRound': {
      const latest = next.rounds.at(-1);
      if (latest) await answerDesignRound(tx, row.id, latest);
      break;
    }
    case 'uploadFinal':
      set.finalUploadedAt = at;
      await insertDesignFiles(tx, { jobId: row.id, fileIds: request.payload.fileIds, place: 'final', round: null, at });
      break;
    case 'giveFeedback':
      set.feedbackStars = request.payload.stars;
      set.feedbackText = request.payload.text;
      set.feedbackAt = at;
      break;
    default:
      break;
  }
  await updateDesignJob(tx, row.id, set);
  await insertDesignHistory(tx, row.id, outcome.entry);
  // The outbox row is the transaction's last statement (order-events/README.md): live clients and webhooks see it
  // only once everything above is committed.
  await appendOrderEvent(tx, {
    orderId: row.id,
    userId: row.ownerUserId,
    kind: 'designJob',
    payload: {
      jobId: row.id,
      jobNo: row.jobNo,
      action: request.action,
      from: outcome.entry.from,
      to: outcome.entry.to,
      round: outcome.entry.round ?? null,
    },
    at,
  });
  return { job: next, row: { ...row, ...set } };
}

// The machine's refusal as the envelope's coded error.
function toDesignError(refusal: DesignRefusal, job: DesignJob, request: DesignRequest): AppError {
  const action = request.action;
  switch (refusal.reason) {
    case 'forbidden':
      return new AppError('403', 'design.forbidden', { action });
    case 'staleStatus':
      return new AppError('409', 'design.staleStatus', { expected: request.fromStatus ?? '', actual: job.status });
    case 'notAllowedFromStatus':
      return new AppError('409', 'design.notAllowedFromStatus', { action, status: job.status });
    case 'staleRound': {
      const round = 'round' in request.payload ? String(request.payload.round) : '';
      return new FieldAppError(
        'round',
        'design.staleRound',
        { round, latest: String(findLatestRoundNumber(job)) },
        '409',
      );
    }
    case 'requirementMissing': {
      // A requirement on the job rather than the payload (a question open, the price paid) is out of order: 409.
      if (refusal.field === undefined)
        return new AppError('409', 'design.notAllowedFromStatus', { action, status: job.status });
      const field = refusal.field;
      if (refusal.requirement === 'pinValid')
        return new FieldAppError('pin', 'design.pinNotInRound', { round: String(findLatestRoundNumber(job)) });
      return new FieldAppError(field, 'design.requirementMissing', { action, field });
    }
  }
}
