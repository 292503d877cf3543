import { describe, expect, it } from 'vitest';
import { applyDesignAction } from './apply-design-action.ts';
import type { DesignAction, DesignRequest } from './design-actions.ts';
import type { DesignJob } from './design-job.ts';
import { maxDesignFilesPerUpload, maxDesignPriceFen, maxDesignTextLength } from './design-requirements.ts';
import type { DesignStatus } from './design-statuses.ts';
import {
  buildValidPayload,
  type DesignActorKey,
  makeDesignActor,
  makeDesignJob,
  makeReadyDesignJob,
  testNow,
} from './design-test-support.ts';

type RefusalCase = {
  name: string;
  action: DesignAction;
  status: DesignStatus;
  actor: DesignActorKey;
  job?: Partial<DesignJob>;
  payload?: Record<string, unknown>;
  expected: { reason: string; requirement: string; field?: string };
};

const longText = 'x'.repeat(maxDesignTextLength + 1);
const tooManyFiles = Array.from({ length: maxDesignFilesPerUpload + 1 }, (_, index) => `file-${index}`);

// Each requirement of the table refused on its own, the job otherwise ready: the field named, the reason coded.
const refusalCases: RefusalCase[] = [
  {
    name: 'a blank question',
    action: 'askQuestion',
    status: 'published',
    actor: '15',
    payload: { question: '  ' },
    expected: { reason: 'requirementMissing', requirement: 'questionGiven', field: 'question' },
  },
  {
    name: 'a question over the limit',
    action: 'askQuestion',
    status: 'reviewing',
    actor: '11',
    payload: { question: longText },
    expected: { reason: 'requirementMissing', requirement: 'questionGiven', field: 'question' },
  },
  {
    name: 'an answer with no question open',
    action: 'answerQuestion',
    status: 'reviewing',
    actor: 'owner',
    job: { isQuestionOpen: false },
    expected: { reason: 'requirementMissing', requirement: 'questionOpen' },
  },
  {
    name: 'a blank answer',
    action: 'answerQuestion',
    status: 'reviewing',
    actor: 'owner',
    payload: { answer: '' },
    expected: { reason: 'requirementMissing', requirement: 'answerGiven', field: 'answer' },
  },
  {
    name: 'a new quote once paid',
    action: 'quote',
    status: 'quoted',
    actor: '15',
    job: { paidFen: 100 },
    expected: { reason: 'requirementMissing', requirement: 'nothingPaid' },
  },
  {
    name: 'a zero price',
    action: 'quote',
    status: 'published',
    actor: '15',
    payload: { priceFen: 0 },
    expected: { reason: 'requirementMissing', requirement: 'priceGiven', field: 'priceFen' },
  },
  {
    name: 'a price over the limit',
    action: 'quote',
    status: 'published',
    actor: '15',
    payload: { priceFen: maxDesignPriceFen + 1 },
    expected: { reason: 'requirementMissing', requirement: 'priceGiven', field: 'priceFen' },
  },
  {
    name: 'a fractional price',
    action: 'quote',
    status: 'published',
    actor: '15',
    payload: { priceFen: 100.5 },
    expected: { reason: 'requirementMissing', requirement: 'priceGiven', field: 'priceFen' },
  },
  {
    name: 'a cycle ending before it starts',
    action: 'quote',
    status: 'reviewing',
    actor: '11',
    payload: { cycleMinDays: 5, cycleMaxDays: 3 },
    expected: { reason: 'requirementMissing', requirement: 'cycleGiven', field: 'cycleMaxDays' },
  },
  {
    name: 'a payment short of the quote',
    action: 'confirmPayment',
    status: 'quoted',
    actor: 'system',
    job: { paidFen: 59_999 },
    expected: { reason: 'requirementMissing', requirement: 'paidInFull' },
  },
  {
    name: 'an engineer without design:work',
    action: 'assignEngineer',
    status: 'paid',
    actor: '16',
    payload: { engineerTags: ['order:cancel'] },
    expected: { reason: 'requirementMissing', requirement: 'engineerIsDesigner', field: 'engineerUserId' },
  },
  {
    name: 'a start with no engineer (administrator)',
    action: 'startDesign',
    status: 'paid',
    actor: '1',
    job: { engineerUserId: undefined },
    expected: { reason: 'requirementMissing', requirement: 'engineerAssigned' },
  },
  {
    name: 'a round delivered under the latest number',
    action: 'deliverRound',
    status: 'changesRequested',
    actor: 'eng',
    payload: { round: 1 },
    expected: { reason: 'staleRound', requirement: 'nextRoundNumber', field: 'round' },
  },
  {
    name: 'a round skipping a number',
    action: 'deliverRound',
    status: 'designing',
    actor: 'eng',
    payload: { round: 2 },
    expected: { reason: 'staleRound', requirement: 'nextRoundNumber', field: 'round' },
  },
  {
    name: 'a round without files',
    action: 'deliverRound',
    status: 'designing',
    actor: 'eng',
    payload: { fileIds: [] },
    expected: { reason: 'requirementMissing', requirement: 'deliverablesGiven', field: 'fileIds' },
  },
  {
    name: 'a round with too many files',
    action: 'deliverRound',
    status: 'designing',
    actor: 'eng',
    payload: { fileIds: tooManyFiles },
    expected: { reason: 'requirementMissing', requirement: 'deliverablesGiven', field: 'fileIds' },
  },
  {
    name: 'a round naming a file twice',
    action: 'deliverRound',
    status: 'designing',
    actor: 'eng',
    payload: { fileIds: ['a', 'a'] },
    expected: { reason: 'requirementMissing', requirement: 'deliverablesGiven', field: 'fileIds' },
  },
  {
    name: 'an approval of a replaced round',
    action: 'approveRound',
    status: 'roundDelivered',
    actor: 'owner',
    payload: { round: 1 },
    expected: { reason: 'staleRound', requirement: 'latestRoundNumber', field: 'round' },
  },
  {
    name: 'an approval of a round not delivered yet',
    action: 'approveRound',
    status: 'roundDelivered',
    actor: 'owner',
    payload: { round: 3 },
    expected: { reason: 'staleRound', requirement: 'latestRoundNumber', field: 'round' },
  },
  {
    name: 'a change request on a replaced round',
    action: 'requestChanges',
    status: 'roundDelivered',
    actor: 'owner',
    payload: { round: 1 },
    expected: { reason: 'staleRound', requirement: 'latestRoundNumber', field: 'round' },
  },
  {
    name: 'a change request without a comment',
    action: 'requestChanges',
    status: 'roundDelivered',
    actor: 'owner',
    payload: { comment: ' ' },
    expected: { reason: 'requirementMissing', requirement: 'commentGiven', field: 'comment' },
  },
  {
    name: 'a comment pinned to a file of another round',
    action: 'requestChanges',
    status: 'roundDelivered',
    actor: 'owner',
    payload: { pin: { fileId: 'round-1-pdf', page: 1 } },
    expected: { reason: 'requirementMissing', requirement: 'pinValid', field: 'pin' },
  },
  {
    name: 'a comment pinned to page 0',
    action: 'requestChanges',
    status: 'roundDelivered',
    actor: 'owner',
    payload: { pin: { fileId: 'round-2-pdf', page: 0 } },
    expected: { reason: 'requirementMissing', requirement: 'pinValid', field: 'pin' },
  },
  {
    name: 'a final package after a round sent back',
    action: 'uploadFinal',
    status: 'roundApproved',
    actor: 'eng',
    job: { rounds: makeDesignJob('changesRequested').rounds },
    expected: { reason: 'requirementMissing', requirement: 'latestRoundApproved' },
  },
  {
    name: 'a final package without files',
    action: 'uploadFinal',
    status: 'roundApproved',
    actor: 'eng',
    payload: { fileIds: [] },
    expected: { reason: 'requirementMissing', requirement: 'finalPackageGiven', field: 'fileIds' },
  },
  {
    name: 'a download with no final package',
    action: 'download',
    status: 'finalUploaded',
    actor: 'owner',
    job: { finalPackage: undefined },
    expected: { reason: 'requirementMissing', requirement: 'finalPackagePresent' },
  },
  {
    name: 'no stars',
    action: 'giveFeedback',
    status: 'downloaded',
    actor: 'owner',
    payload: { stars: 0 },
    expected: { reason: 'requirementMissing', requirement: 'starsGiven', field: 'stars' },
  },
  {
    name: 'six stars',
    action: 'giveFeedback',
    status: 'downloaded',
    actor: 'owner',
    payload: { stars: 6 },
    expected: { reason: 'requirementMissing', requirement: 'starsGiven', field: 'stars' },
  },
  {
    name: 'feedback text over the limit',
    action: 'giveFeedback',
    status: 'downloaded',
    actor: 'owner',
    payload: { text: longText },
    expected: { reason: 'requirementMissing', requirement: 'feedbackTextValid', field: 'text' },
  },
  {
    name: "the owner's cancel once paid",
    action: 'cancel',
    status: 'quoted',
    actor: 'owner',
    job: { paidFen: 1 },
    expected: { reason: 'requirementMissing', requirement: 'nothingPaid' },
  },
  {
    name: "staff's cancel without a reason",
    action: 'cancel',
    status: 'designing',
    actor: '16',
    payload: { reason: '' },
    expected: { reason: 'requirementMissing', requirement: 'reasonGiven', field: 'reason' },
  },
];

function applyCase(refusal: RefusalCase) {
  const job = { ...makeReadyDesignJob(refusal.action, refusal.status), ...refusal.job };
  const payload = { ...buildValidPayload(refusal.action, job), ...refusal.payload };
  const request = { action: refusal.action, payload } as DesignRequest;
  return { job, outcome: applyDesignAction(job, makeDesignActor(refusal.actor), request, testNow) };
}

describe('every requirement refused on its own', () => {
  it.each(refusalCases)('$action refuses $name', (refusal) => {
    expect(applyCase(refusal).outcome).toEqual({ ok: false, ...refusal.expected });
  });
});
