import type { DesignPayloadFields } from './design-actions.ts';
import type { DesignJob } from './design-job.ts';

/** Longest question, answer, comment, feedback or reason accepted (contracts enforce the same). */
export const maxDesignTextLength = 2_000;
/** The largest price staff may quote, fen: one million yuan, far above any layout job. */
export const maxDesignPriceFen = 100_000_000;
/** The longest design cycle staff may promise, working days. */
export const maxDesignCycleDays = 365;
/** Files in one round or in the final package. */
export const maxDesignFilesPerUpload = 50;
/** The highest page a change request's comment may be pinned to. */
export const maxPinnedPage = 10_000;
/** The tag a design engineer holds (docs/workflow.md). */
export const designWorkTag = 'design:work';

/** What a requirement check sees. */
interface RequirementContext {
  job: DesignJob;
  payload: DesignPayloadFields;
}

/**
 * A named precondition of a transition. `field` names the payload field a refusal points at; `isAboutPayload` rows
 * are skipped by `allowedActions` (no payload is known yet); `refusal: 'staleRound'` marks a race on rounds (409).
 */
interface Requirement {
  isAboutPayload: boolean;
  field?: string;
  refusal?: 'staleRound';
  check: (context: RequirementContext) => boolean;
}

function isFilledText(value: string | undefined): boolean {
  return value !== undefined && value.trim().length > 0 && value.length <= maxDesignTextLength;
}

function isWholeNumberBetween(value: number | undefined, minimum: number, maximum: number): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value >= minimum && value <= maximum;
}

function hasFiles(fileIds: readonly string[] | undefined): boolean {
  return (
    fileIds !== undefined &&
    fileIds.length > 0 &&
    fileIds.length <= maxDesignFilesPerUpload &&
    fileIds.every((id) => id.length > 0) &&
    new Set(fileIds).size === fileIds.length
  );
}

/** The number of the job's latest round, 0 before the first. */
export function findLatestRoundNumber(job: DesignJob): number {
  return job.rounds.at(-1)?.number ?? 0;
}

/** Every requirement of the design transition table, by id. */
export const designRequirements = {
  questionGiven: { isAboutPayload: true, field: 'question', check: ({ payload }) => isFilledText(payload.question) },
  questionOpen: { isAboutPayload: false, check: ({ job }) => job.isQuestionOpen },
  answerGiven: { isAboutPayload: true, field: 'answer', check: ({ payload }) => isFilledText(payload.answer) },
  nothingPaid: { isAboutPayload: false, check: ({ job }) => job.paidFen <= 0 },
  priceGiven: {
    isAboutPayload: true,
    field: 'priceFen',
    check: ({ payload }) => isWholeNumberBetween(payload.priceFen, 1, maxDesignPriceFen),
  },
  cycleGiven: {
    isAboutPayload: true,
    field: 'cycleMaxDays',
    check: ({ payload }) =>
      isWholeNumberBetween(payload.cycleMinDays, 1, maxDesignCycleDays) &&
      isWholeNumberBetween(payload.cycleMaxDays, payload.cycleMinDays, maxDesignCycleDays),
  },
  paidInFull: {
    isAboutPayload: false,
    check: ({ job }) => job.quotedPriceFen !== undefined && job.paidFen >= job.quotedPriceFen,
  },
  engineerIsDesigner: {
    isAboutPayload: true,
    field: 'engineerUserId',
    check: ({ payload }) =>
      isFilledText(payload.engineerUserId) && (payload.engineerTags ?? []).includes(designWorkTag),
  },
  engineerAssigned: { isAboutPayload: false, check: ({ job }) => job.engineerUserId !== undefined },
  nextRoundNumber: {
    isAboutPayload: true,
    field: 'round',
    refusal: 'staleRound',
    check: ({ job, payload }) => payload.round === findLatestRoundNumber(job) + 1,
  },
  latestRoundNumber: {
    isAboutPayload: true,
    field: 'round',
    refusal: 'staleRound',
    check: ({ job, payload }) => payload.round !== undefined && payload.round === findLatestRoundNumber(job),
  },
  latestRoundUnanswered: {
    isAboutPayload: false,
    check: ({ job }) => job.rounds.length > 0 && job.rounds.at(-1)?.answer === undefined,
  },
  deliverablesGiven: { isAboutPayload: true, field: 'fileIds', check: ({ payload }) => hasFiles(payload.fileIds) },
  commentGiven: { isAboutPayload: true, field: 'comment', check: ({ payload }) => isFilledText(payload.comment) },
  pinValid: {
    isAboutPayload: true,
    field: 'pin',
    check: ({ job, payload }) =>
      payload.pin === undefined ||
      (isWholeNumberBetween(payload.pin.page, 1, maxPinnedPage) &&
        (job.rounds.at(-1)?.fileIds.includes(payload.pin.fileId) ?? false)),
  },
  latestRoundApproved: {
    isAboutPayload: false,
    check: ({ job }) => job.rounds.at(-1)?.answer?.kind === 'approved',
  },
  finalPackageGiven: { isAboutPayload: true, field: 'fileIds', check: ({ payload }) => hasFiles(payload.fileIds) },
  finalPackagePresent: { isAboutPayload: false, check: ({ job }) => job.finalPackage !== undefined },
  starsGiven: {
    isAboutPayload: true,
    field: 'stars',
    check: ({ payload }) => isWholeNumberBetween(payload.stars, 1, 5),
  },
  feedbackTextValid: {
    isAboutPayload: true,
    field: 'text',
    check: ({ payload }) => payload.text !== undefined && payload.text.length <= maxDesignTextLength,
  },
  reasonGiven: { isAboutPayload: true, field: 'reason', check: ({ payload }) => isFilledText(payload.reason) },
} as const satisfies Record<string, Requirement>;

export type DesignRequirementId = keyof typeof designRequirements;

/** Checks one requirement; payload requirements are skipped when no payload is known (listing allowed actions). */
export function isRequirementMet(
  id: DesignRequirementId,
  job: DesignJob,
  payload: DesignPayloadFields | undefined,
): boolean {
  const requirement: Requirement = designRequirements[id];
  if (payload === undefined) return requirement.isAboutPayload || requirement.check({ job, payload: {} });
  return requirement.check({ job, payload });
}
