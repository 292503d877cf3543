import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPriceBook } from '../pricing/price-book.ts';
import { applyDesignAction } from './apply-design-action.ts';
import { type DesignAction, type DesignRequest, designActions } from './design-actions.ts';
import { createDesignJob } from './design-intake.ts';
import type { DesignJob } from './design-job.ts';
import { type DesignStatus, designStatuses, terminalDesignStatuses } from './design-statuses.ts';
import {
  buildValidPayload,
  type DesignActorKey,
  designActorKeys,
  makeDesignActor,
  testNow,
} from './design-test-support.ts';
import { allowedDesignActions, designTransitionTable } from './design-transitions.ts';

type Step =
  | { kind: 'act'; actor: DesignActorKey; action: DesignAction; isValid: boolean; pick: number; roundShift: number }
  | { kind: 'pay'; amount: number; isWhole: boolean }
  | { kind: 'wait'; hours: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('act' as const),
      actor: fc.constantFrom(...designActorKeys),
      action: fc.constantFrom(...designActions),
      isValid: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      pick: fc.nat({ max: 100_000 }),
      roundShift: fc.oneof(
        { weight: 6, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.integer({ min: -3, max: 3 }) },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      amount: fc.integer({ min: 1, max: 80_000 }),
      isWhole: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 0, max: 200 }) }) },
);

// A request for the current job: valid, or one with its payload spoiled (a blank text, a wrong round, no files).
function buildRequest(job: DesignJob, step: Extract<Step, { kind: 'act' }>): DesignRequest {
  const payload: Record<string, unknown> = { ...buildValidPayload(step.action, job) };
  if (typeof payload.round === 'number') payload.round += step.roundShift;
  if (!step.isValid) {
    for (const key of ['question', 'answer', 'comment', 'reason']) if (key in payload) payload[key] = ' ';
    if ('fileIds' in payload) payload.fileIds = [];
    if ('priceFen' in payload) payload.priceFen = 0;
    if ('stars' in payload) payload.stars = 0;
    if ('engineerTags' in payload) payload.engineerTags = [];
  }
  return { action: step.action, payload } as DesignRequest;
}

const inFlight: readonly DesignStatus[] = ['paid', 'designing', 'roundDelivered', 'changesRequested', 'roundApproved'];
const afterFinal: readonly DesignStatus[] = ['finalUploaded', 'downloaded', 'feedbackGiven'];
const reached = new Set<DesignStatus>();

// What must hold of any job the machine produced, whatever happened before.
function checkJob(job: DesignJob): void {
  expect(designStatuses).toContain(job.status);
  expect(job.rounds.map((round) => round.number)).toEqual(job.rounds.map((_, index) => index + 1));
  // Only the latest round may be open or approved: every earlier one was sent back.
  for (const round of job.rounds.slice(0, -1)) expect(round.answer?.kind).toBe('changesRequested');
  const latest = job.rounds.at(-1);
  if (job.status === 'roundDelivered') expect(latest?.answer).toBeUndefined();
  if (job.status === 'changesRequested') expect(latest?.answer?.kind).toBe('changesRequested');
  if (job.status === 'roundApproved' || afterFinal.includes(job.status)) expect(latest?.answer?.kind).toBe('approved');
  if (afterFinal.includes(job.status)) expect(job.finalPackage).toBeDefined();
  if (job.status === 'downloaded' || job.status === 'feedbackGiven') expect(job.downloads).toBeGreaterThan(0);
  if (job.status === 'feedbackGiven') expect(job.feedback?.stars).toBeGreaterThanOrEqual(1);
  if (inFlight.includes(job.status) || afterFinal.includes(job.status)) {
    expect(job.paidFen).toBeGreaterThanOrEqual(job.quotedPriceFen ?? Number.POSITIVE_INFINITY);
  }
  if (inFlight.includes(job.status) && job.status !== 'paid') expect(job.engineerUserId).toBeDefined();
  const historyRounds = job.history.flatMap((entry) => (entry.round === undefined ? [] : [entry.round]));
  expect(historyRounds).toEqual([...historyRounds].sort((a, b) => a - b));
}

// What an accepted step may change: nothing earlier is lost, rounds only grow, an answered round never changes.
function checkStep(before: DesignJob, after: DesignJob): void {
  expect(after.history.slice(0, before.history.length)).toEqual(before.history);
  expect(after.history.length).toBe(before.history.length + 1);
  expect(after.rounds.length - before.rounds.length).toBeGreaterThanOrEqual(0);
  expect(after.rounds.length - before.rounds.length).toBeLessThanOrEqual(1);
  before.rounds.forEach((round, index) => {
    const kept = after.rounds[index];
    if (round.answer !== undefined) expect(kept).toEqual(round);
    else expect({ ...kept, answer: undefined }).toEqual({ ...round, answer: undefined });
  });
  if (before.finalPackage) expect(after.finalPackage).toEqual(before.finalPackage);
  if (before.feedback) expect(after.feedback).toEqual(before.feedback);
  expect(after.downloads).toBeGreaterThanOrEqual(before.downloads);
  if ((terminalDesignStatuses as readonly DesignStatus[]).includes(before.status))
    expect(after.status).toBe(before.status);
}

function runSequence(start: DesignJob, steps: readonly Step[]): DesignJob {
  let job = start;
  let now = testNow;
  for (const step of steps) {
    if (step.kind === 'wait') now = new Date(now.getTime() + step.hours * 3_600_000);
    else if (step.kind === 'pay') {
      // The ledger: mostly what is still owed on the quote, sometimes a part of it or more.
      const owed = Math.max(1, (job.quotedPriceFen ?? 0) - job.paidFen);
      if (job.status === 'quoted') job = { ...job, paidFen: job.paidFen + (step.isWhole ? owed : step.amount) };
    } else {
      // Most steps take an action some actor is offered, so journeys get deep into the table.
      const offered = designActorKeys.flatMap((key) =>
        allowedDesignActions(job, makeDesignActor(key)).map((action) => ({ key, action })),
      );
      const progressing = offered.filter((pair) => pair.action !== 'cancel');
      // Separate digits of `pick` decide whether to take an offered pair, whether cancelling may be among them, and
      // which one: deriving all three from the same digit would never offer some pairs.
      const pool = Math.floor(step.pick / 10) % 20 === 0 || progressing.length === 0 ? offered : progressing;
      const pick = step.pick % 10 === 0 ? undefined : pool[Math.floor(step.pick / 200) % Math.max(1, pool.length)];
      const actorKey = pick?.key ?? step.actor;
      const actor = makeDesignActor(actorKey);
      const request = buildRequest(job, { ...step, action: pick?.action ?? step.action });
      const listed = allowedDesignActions(job, actor);
      const outcome = applyDesignAction(job, actor, request, now);
      if (listed.includes(request.action)) expect(outcome).not.toMatchObject({ reason: 'forbidden' });
      if (listed.includes(request.action)) expect(outcome).not.toMatchObject({ reason: 'notAllowedFromStatus' });
      if (outcome.ok) {
        expect(listed).toContain(request.action);
        checkStep(job, outcome.job);
        const from = job.status;
        const rows = designTransitionTable.filter((rule) => rule.action === request.action && rule.from.includes(from));
        expect(rows.some((rule) => (rule.to === 'same' ? from : rule.to) === outcome.job.status)).toBe(true);
        expect(outcome.job.enteredStatusAt).toEqual(outcome.job.status === job.status ? job.enteredStatusAt : now);
        job = outcome.job;
      }
    }
    // An approval or change request of any round but the latest is refused as stale, whoever asks in time.
    if (job.status === 'roundDelivered') {
      for (let round = 1; round < job.rounds.length; round++) {
        const approval = applyDesignAction(
          job,
          makeDesignActor('owner'),
          { action: 'approveRound', payload: { round } },
          now,
        );
        expect(approval).toMatchObject({ ok: false, reason: 'staleRound', field: 'round' });
      }
    }
    reached.add(job.status);
    checkJob(job);
  }
  return job;
}

const book = defaultPriceBook.layoutDesign;

describe('model: random journeys through the design table', () => {
  it('from a job over 100 pins, waiting for review', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 60_000 }),
        fc.array(stepArbitrary, { minLength: 10, maxLength: 80 }),
        (pins, steps) => {
          runSequence(createDesignJob({ ownerUserId: 'client-owner', pins }, book, testNow), steps);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('from an instant-priced job, waiting for payment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.array(stepArbitrary, { minLength: 10, maxLength: 80 }),
        (pins, steps) => {
          runSequence(createDesignJob({ ownerUserId: 'client-owner', pins }, book, testNow), steps);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('visited every status on the way', () => {
    expect([...reached].sort()).toEqual([...designStatuses].sort());
  });

  it('goes the whole way on a scripted journey with two rounds (the generator is not vacuous)', () => {
    // A pick divisible by 10 takes the step's own actor and action rather than an offered one.
    const act = (actor: DesignActorKey, action: DesignAction): Step => ({
      kind: 'act',
      actor,
      action,
      isValid: true,
      pick: 10,
      roundShift: 0,
    });
    const script: Step[] = [
      act('15', 'askQuestion'),
      act('owner', 'answerQuestion'),
      act('15', 'quote'),
      { kind: 'pay', amount: 80_000, isWhole: true },
      act('system', 'confirmPayment'),
      act('16', 'assignEngineer'),
      act('eng', 'startDesign'),
      act('eng', 'deliverRound'),
      act('owner', 'requestChanges'),
      act('eng', 'deliverRound'),
      act('owner', 'approveRound'),
      act('eng', 'uploadFinal'),
      act('owner', 'download'),
      act('owner', 'giveFeedback'),
    ];
    const job = runSequence(createDesignJob({ ownerUserId: 'client-owner', pins: 300 }, book, testNow), script);
    expect(job.status).toBe('feedbackGiven');
    expect(job.rounds.map((round) => round.answer?.kind)).toEqual(['changesRequested', 'approved']);
    expect(job.history.map((entry) => entry.to)).toEqual([
      'published',
      'reviewing',
      'reviewing',
      'quoted',
      'paid',
      'paid',
      'designing',
      'roundDelivered',
      'changesRequested',
      'roundDelivered',
      'roundApproved',
      'finalUploaded',
      'downloaded',
      'feedbackGiven',
    ]);
  });
});
