import { defaultPriceBook } from '../pricing/price-book.ts';
import type { DesignAction, DesignActionPayloads, DesignRequest } from './design-actions.ts';
import { createDesignJob } from './design-intake.ts';
import type { DesignActor, DesignJob, DesignRound } from './design-job.ts';
import type { DesignStatus } from './design-statuses.ts';

// Fixtures shared by the design machine's tests (not used by the machine itself).

/** The instant every fixture is measured from. */
export const testNow = new Date('2026-12-01T04:00:00Z');

/** Design tags of each staff role as docs/workflow.md gives them (17: the design engineer role). */
const designTagsOfRole: Record<string, readonly string[]> = {
  '1': ['*:*:*'],
  '11': ['design:quote', 'order:cancel'],
  '12': ['order:purchaseQuote'],
  '15': ['design:quote', 'design:assign', 'order:cancel'],
  '16': ['design:assign', 'order:cancel'],
  '17': ['design:work'],
};

/** Test actors: the owner, another customer, the system, staff roles, the job's engineer and another engineer. */
export const designActorKeys = ['owner', 'stranger', 'system', '1', '11', '12', '15', '16', 'eng', 'engx'] as const;
export type DesignActorKey = (typeof designActorKeys)[number];

/** Builds a test actor; `eng` is the job's engineer (role 17), `engx` an engineer of another job. */
export function makeDesignActor(key: DesignActorKey): DesignActor {
  if (key === 'owner') return { kind: 'client', userId: 'client-owner' };
  if (key === 'stranger') return { kind: 'client', userId: 'client-stranger' };
  if (key === 'system') return { kind: 'system' };
  if (key === 'eng' || key === 'engx') {
    return { kind: 'staff', userId: `staff-${key}`, roleId: '17', tags: designTagsOfRole['17'] ?? [] };
  }
  return { kind: 'staff', userId: `staff-${key}`, roleId: key, tags: designTagsOfRole[key] ?? [] };
}

const priceFen = 60_000;

function makeRound(number: number, answer?: DesignRound['answer']): DesignRound {
  const round: DesignRound = {
    number,
    deliveredAt: testNow,
    fileIds: [`round-${number}-pdf`, `round-${number}-gerber`],
  };
  if (answer) round.answer = answer;
  return round;
}

const changes = { kind: 'changesRequested', at: testNow, comment: 'move U3' } as const;
const approved = { kind: 'approved', at: testNow } as const;

/** The rounds a job at each status has (two rounds where a round is open, so a replaced round exists). */
const roundsOfStatus: Partial<Record<DesignStatus, DesignRound[]>> = {
  roundDelivered: [makeRound(1, changes), makeRound(2)],
  changesRequested: [makeRound(1, changes)],
  roundApproved: [makeRound(1, changes), makeRound(2, approved)],
  finalUploaded: [makeRound(1, approved)],
  downloaded: [makeRound(1, approved)],
  feedbackGiven: [makeRound(1, approved)],
};

const reviewStatuses: readonly DesignStatus[] = ['published', 'reviewing', 'quoted', 'cancelled'];

/** Builds a 300-pin job at a status with the facts that status implies (quoted, paid, engineer, rounds, package). */
export function makeDesignJob(status: DesignStatus, overrides: Partial<DesignJob> = {}): DesignJob {
  const job: DesignJob = {
    ...createDesignJob({ ownerUserId: 'client-owner', pins: 300 }, defaultPriceBook.layoutDesign, testNow),
    status,
  };
  if (status === 'reviewing') job.isQuestionOpen = true;
  if (status !== 'published' && status !== 'reviewing') {
    job.quotedPriceFen = priceFen;
    job.cycleDays = { min: 3, max: 5 };
  }
  if (!reviewStatuses.includes(status)) {
    job.paidFen = priceFen;
    job.engineerUserId = 'staff-eng';
  }
  job.rounds = roundsOfStatus[status] ?? [];
  if (['finalUploaded', 'downloaded', 'feedbackGiven'].includes(status)) {
    job.finalPackage = { fileIds: ['final-zip'], uploadedAt: testNow };
  }
  if (status === 'downloaded' || status === 'feedbackGiven') job.downloads = 1;
  if (status === 'feedbackGiven') job.feedback = { stars: 5, text: 'good', at: testNow };
  return { ...job, ...overrides };
}

/** Builds a job at a status that meets the facts an action requires there (paid in full before confirmPayment). */
export function makeReadyDesignJob(action: DesignAction, status: DesignStatus): DesignJob {
  if (action === 'confirmPayment') return makeDesignJob(status, { paidFen: priceFen });
  return makeDesignJob(status);
}

/** A payload that meets every payload requirement of the action on this job. */
export function buildValidPayload<A extends DesignAction>(action: A, job: DesignJob): DesignActionPayloads[A] {
  const latest = job.rounds.at(-1)?.number ?? 0;
  const payloads: DesignActionPayloads = {
    askQuestion: { question: 'Which connector footprint?' },
    answerQuestion: { answer: 'JST-PH' },
    quote: { priceFen, cycleMinDays: 3, cycleMaxDays: 5 },
    confirmPayment: {},
    assignEngineer: { engineerUserId: 'staff-eng', engineerTags: ['design:work'] },
    startDesign: {},
    deliverRound: { round: latest + 1, fileIds: [`round-${latest + 1}-pdf`] },
    requestChanges: { round: latest, comment: 'Move C4 closer to U1', pin: { fileId: `round-${latest}-pdf`, page: 2 } },
    approveRound: { round: latest },
    uploadFinal: { fileIds: ['final-gerber', 'final-bom'] },
    download: {},
    giveFeedback: { stars: 5, text: 'Clean routing' },
    cancel: { reason: 'Project stopped' },
  };
  return payloads[action];
}

/** A request of an action with its valid payload on this job. */
export function buildValidRequest(action: DesignAction, job: DesignJob): DesignRequest {
  return { action, payload: buildValidPayload(action, job) } as DesignRequest;
}
