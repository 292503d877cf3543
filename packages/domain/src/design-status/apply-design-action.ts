import type { DesignPayloadFields, DesignRequest } from './design-actions.ts';
import type { DesignActor, DesignHistoryEntry, DesignJob, DesignRound } from './design-job.ts';
import { type DesignRequirementId, designRequirements, isRequirementMet } from './design-requirements.ts';
import { listActorRules } from './design-transitions.ts';

/**
 * Why a request is refused; the server answers 403 for `forbidden`, 409 for `staleStatus` (the job left the status
 * the caller saw), `notAllowedFromStatus` (out of order) and `staleRound` (a round that was replaced or is not next),
 * 400 for `requirementMissing` with the field when the payload is at fault.
 */
export type DesignRefusal = {
  ok: false;
  reason: 'forbidden' | 'staleStatus' | 'notAllowedFromStatus' | 'staleRound' | 'requirementMissing';
  requirement?: DesignRequirementId;
  field?: string;
};

/** An accepted request: the job after it and the history row that records it (the job's history ends with it). */
type DesignOutcome = { ok: true; job: DesignJob; entry: DesignHistoryEntry };

/**
 * Decides one request against the table and, when it is allowed, returns the next job: forbidden when no row of the
 * action is the actor's, staleStatus when `fromStatus` is given and differs, notAllowedFromStatus when none of the
 * actor's rows leaves the current status, else the first missing requirement. Pure: `now` is the caller's clock.
 */
export function applyDesignAction(
  job: DesignJob,
  actor: DesignActor,
  request: DesignRequest,
  now: Date,
): DesignOutcome | DesignRefusal {
  const actorRules = listActorRules(job, actor, request.action);
  if (actorRules.length === 0) return { ok: false, reason: 'forbidden' };
  if (request.fromStatus !== undefined && request.fromStatus !== job.status)
    return { ok: false, reason: 'staleStatus' };
  const statusRules = actorRules.filter((rule) => rule.from.includes(job.status));
  if (statusRules.length === 0) return { ok: false, reason: 'notAllowedFromStatus' };
  const payload: DesignPayloadFields = request.payload;
  let firstMissing: DesignRequirementId | undefined;
  for (const rule of statusRules) {
    const missing = rule.requires.find((id) => !isRequirementMet(id, job, payload));
    if (missing === undefined) {
      const to = rule.to === 'same' ? job.status : rule.to;
      return buildOutcome(job, actor, request, to, now);
    }
    firstMissing ??= missing;
  }
  const requirement = firstMissing as DesignRequirementId;
  const described = designRequirements[requirement] as { field?: string; refusal?: 'staleRound' };
  const refusal: DesignRefusal = { ok: false, reason: described.refusal ?? 'requirementMissing', requirement };
  if (described.field !== undefined) refusal.field = described.field;
  return refusal;
}

// The job's facts after an accepted request, and its history row.
function buildOutcome(
  job: DesignJob,
  actor: DesignActor,
  request: DesignRequest,
  to: DesignJob['status'],
  now: Date,
): DesignOutcome {
  const next: DesignJob = { ...job, status: to };
  if (to !== job.status) next.enteredStatusAt = now;
  const entry: DesignHistoryEntry = {
    action: request.action,
    from: job.status,
    to,
    at: now,
    actorUserId: actor.kind === 'system' ? null : actor.userId,
    actorRole: actor.kind === 'staff' ? actor.roleId : actor.kind,
  };
  switch (request.action) {
    case 'askQuestion':
      next.isQuestionOpen = true;
      entry.note = request.payload.question;
      break;
    case 'answerQuestion':
      next.isQuestionOpen = false;
      entry.note = request.payload.answer;
      break;
    case 'quote':
      next.quotedPriceFen = request.payload.priceFen;
      next.cycleDays = { min: request.payload.cycleMinDays, max: request.payload.cycleMaxDays };
      next.isQuestionOpen = false;
      break;
    case 'assignEngineer':
      next.engineerUserId = request.payload.engineerUserId;
      break;
    case 'deliverRound': {
      const round: DesignRound = {
        number: request.payload.round,
        deliveredAt: now,
        fileIds: [...request.payload.fileIds],
      };
      next.rounds = [...job.rounds, round];
      entry.round = round.number;
      break;
    }
    case 'requestChanges':
    case 'approveRound':
      next.rounds = answerLatestRound(job.rounds, request, now);
      entry.round = request.payload.round;
      if (request.action === 'requestChanges') entry.note = request.payload.comment;
      break;
    case 'uploadFinal':
      next.finalPackage = { fileIds: [...request.payload.fileIds], uploadedAt: now };
      break;
    case 'download':
      next.downloads = job.downloads + 1;
      break;
    case 'giveFeedback':
      next.feedback = { stars: request.payload.stars, text: request.payload.text, at: now };
      break;
    case 'cancel':
      // Whatever was paid becomes a refund (the ledger writes it); the owner can only cancel with nothing paid.
      next.refundedFen = job.refundedFen + Math.max(0, job.paidFen - job.refundedFen);
      entry.note = request.payload.reason;
      break;
    case 'confirmPayment':
    case 'startDesign':
      break;
  }
  next.history = [...job.history, entry];
  return { ok: true, job: next, entry };
}

// Earlier rounds are kept as they are; only the latest, unanswered one receives the answer.
function answerLatestRound(
  rounds: readonly DesignRound[],
  request: Extract<DesignRequest, { action: 'requestChanges' | 'approveRound' }>,
  now: Date,
): DesignRound[] {
  return rounds.map((round, index) => {
    if (index !== rounds.length - 1) return round;
    if (request.action === 'approveRound') return { ...round, answer: { kind: 'approved', at: now } };
    const { comment, pin } = request.payload;
    return {
      ...round,
      answer: pin
        ? { kind: 'changesRequested', at: now, comment, pin }
        : { kind: 'changesRequested', at: now, comment },
    };
  });
}
