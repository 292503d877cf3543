import { describe, expect, it } from 'vitest';
import { applyDesignAction } from './apply-design-action.ts';
import { type DesignAction, designActions } from './design-actions.ts';
import { type DesignStatus, designStatuses } from './design-statuses.ts';
import {
  buildValidRequest,
  type DesignActorKey,
  designActorKeys,
  makeDesignActor,
  makeReadyDesignJob,
  testNow,
} from './design-test-support.ts';
import { allowedDesignActions } from './design-transitions.ts';

// docs/workflow.md's design service restated by role, independently of the table: [action, from, to, who].
// Role 1 may take every staff action; `eng` is the job's engineer (role 17, design:work).
const beforeFinal: DesignStatus[] = [
  'published',
  'reviewing',
  'quoted',
  'paid',
  'designing',
  'roundDelivered',
  'changesRequested',
  'roundApproved',
];
const expectedMoves: readonly [
  DesignAction,
  readonly DesignStatus[],
  DesignStatus | 'same',
  readonly DesignActorKey[],
][] = [
  ['askQuestion', ['published', 'reviewing'], 'reviewing', ['1', '11', '15']],
  ['answerQuestion', ['reviewing'], 'same', ['owner']],
  ['quote', ['published', 'reviewing'], 'quoted', ['1', '11', '15']],
  ['quote', ['quoted'], 'same', ['1', '11', '15']],
  ['confirmPayment', ['quoted'], 'paid', ['system']],
  [
    'assignEngineer',
    ['paid', 'designing', 'roundDelivered', 'changesRequested', 'roundApproved'],
    'same',
    ['1', '15', '16'],
  ],
  ['startDesign', ['paid'], 'designing', ['1', 'eng']],
  ['deliverRound', ['designing', 'changesRequested'], 'roundDelivered', ['1', 'eng']],
  ['requestChanges', ['roundDelivered'], 'changesRequested', ['owner']],
  ['approveRound', ['roundDelivered'], 'roundApproved', ['owner']],
  ['uploadFinal', ['roundApproved'], 'finalUploaded', ['1', 'eng']],
  ['download', ['finalUploaded'], 'downloaded', ['owner']],
  ['download', ['downloaded', 'feedbackGiven'], 'same', ['owner']],
  ['giveFeedback', ['downloaded'], 'feedbackGiven', ['owner']],
  ['cancel', ['published', 'reviewing', 'quoted'], 'cancelled', ['owner']],
  ['cancel', beforeFinal, 'cancelled', ['1', '15', '16']],
];

const allowedCases = expectedMoves.flatMap(([action, from, to, actors]) =>
  from.flatMap((status) => actors.map((actor) => ({ action, status, to: to === 'same' ? status : to, actor }))),
);

function apply(action: DesignAction, status: DesignStatus, actor: DesignActorKey) {
  const job = makeReadyDesignJob(action, status);
  return applyDesignAction(job, makeDesignActor(actor), buildValidRequest(action, job), testNow);
}

describe('every allowed move', () => {
  it.each(allowedCases)('$action from $status by $actor → $to', ({ action, status, to, actor }) => {
    const job = makeReadyDesignJob(action, status);
    const outcome = apply(action, status, actor);
    expect(outcome).toMatchObject({ ok: true, job: { status: to }, entry: { action, from: status, to, at: testNow } });
    if (!outcome.ok) return;
    expect(outcome.job.history).toEqual([...job.history, outcome.entry]);
    expect(allowedDesignActions(job, makeDesignActor(actor))).toContain(action);
  });
});

// An engineer acts only on the jobs assigned to them: before payment no job has one, so they are strangers to it.
function isActorOfJob(actor: DesignActorKey, status: DesignStatus): boolean {
  return actor !== 'eng' || makeReadyDesignJob('startDesign', status).engineerUserId === 'staff-eng';
}

// Every other (action, status, actor): forbidden when no row of the action is the actor's, else out of order.
const refusedCases = designActions.flatMap((action) =>
  designStatuses.flatMap((status) =>
    designActorKeys
      .filter(
        (actor) =>
          !allowedCases.some((move) => move.action === action && move.status === status && move.actor === actor),
      )
      .map((actor) => ({
        action,
        status,
        actor,
        reason:
          expectedMoves.some(([moveAction, , , actors]) => moveAction === action && actors.includes(actor)) &&
          isActorOfJob(actor, status)
            ? 'notAllowedFromStatus'
            : 'forbidden',
      })),
  ),
);

describe('every refused move', () => {
  it.each(refusedCases)('$action from $status by $actor: $reason', ({ action, status, actor, reason }) => {
    expect(apply(action, status, actor)).toEqual({ ok: false, reason });
    expect(allowedDesignActions(makeReadyDesignJob(action, status), makeDesignActor(actor))).not.toContain(action);
  });

  it('covers every action, status and actor once', () => {
    expect(allowedCases.length + refusedCases.length).toBe(
      designActions.length * designStatuses.length * designActorKeys.length,
    );
  });
});

describe('a race on the status', () => {
  it('refuses a request made for a status the job has left, before anything else', () => {
    const job = makeReadyDesignJob('approveRound', 'roundDelivered');
    const request = { ...buildValidRequest('approveRound', job), fromStatus: 'designing' as const };
    expect(applyDesignAction(job, makeDesignActor('owner'), request, testNow)).toEqual({
      ok: false,
      reason: 'staleStatus',
    });
  });

  it('accepts the request when the status the caller saw is the current one', () => {
    const job = makeReadyDesignJob('approveRound', 'roundDelivered');
    const request = { ...buildValidRequest('approveRound', job), fromStatus: 'roundDelivered' as const };
    expect(applyDesignAction(job, makeDesignActor('owner'), request, testNow)).toMatchObject({ ok: true });
  });

  it('answers forbidden, not stale, to an actor who may never take the action', () => {
    const job = makeReadyDesignJob('approveRound', 'roundDelivered');
    const request = { ...buildValidRequest('approveRound', job), fromStatus: 'designing' as const };
    expect(applyDesignAction(job, makeDesignActor('stranger'), request, testNow)).toEqual({
      ok: false,
      reason: 'forbidden',
    });
  });
});
