import { describe, expect, it } from 'vitest';
import { applyDesignAction } from './apply-design-action.ts';
import { makeDesignActor, makeDesignJob, testNow } from './design-test-support.ts';

describe('what accepted moves record', () => {
  it('numbers rounds and keeps every earlier round as it was', () => {
    const job = makeDesignJob('changesRequested');
    const outcome = applyDesignAction(
      job,
      makeDesignActor('eng'),
      { action: 'deliverRound', payload: { round: 2, fileIds: ['r2'] } },
      testNow,
    );
    expect(outcome.ok && outcome.job.rounds).toEqual([
      ...job.rounds,
      { number: 2, deliveredAt: testNow, fileIds: ['r2'] },
    ]);
    expect(outcome.ok && outcome.entry.round).toBe(2);
  });

  it('puts the change request with its pinned comment on the latest round only', () => {
    const job = makeDesignJob('roundDelivered');
    const pin = { fileId: 'round-2-pdf', page: 3 };
    const outcome = applyDesignAction(
      job,
      makeDesignActor('owner'),
      { action: 'requestChanges', payload: { round: 2, comment: 'Wider GND', pin } },
      testNow,
    );
    expect(outcome.ok && outcome.job.rounds[0]).toEqual(job.rounds[0]);
    expect(outcome.ok && outcome.job.rounds[1]?.answer).toEqual({
      kind: 'changesRequested',
      at: testNow,
      comment: 'Wider GND',
      pin,
    });
  });

  it('counts every download and keeps the status after the first', () => {
    const job = makeDesignJob('downloaded');
    const outcome = applyDesignAction(job, makeDesignActor('owner'), { action: 'download', payload: {} }, testNow);
    expect(outcome).toMatchObject({
      ok: true,
      job: { status: 'downloaded', downloads: 2, enteredStatusAt: job.enteredStatusAt },
    });
  });

  it("refunds what was paid when staff cancel, and records the staff member's reason", () => {
    const job = makeDesignJob('designing');
    const outcome = applyDesignAction(
      job,
      makeDesignActor('15'),
      { action: 'cancel', payload: { reason: 'Customer asked' } },
      testNow,
    );
    expect(outcome).toMatchObject({
      ok: true,
      job: { status: 'cancelled', refundedFen: job.paidFen },
      entry: { note: 'Customer asked', actorUserId: 'staff-15', actorRole: '15' },
    });
  });

  it('records a system step without a user and moves the time the status was entered', () => {
    const job = makeDesignJob('quoted', { paidFen: 60_000, enteredStatusAt: new Date(0) });
    const outcome = applyDesignAction(
      job,
      makeDesignActor('system'),
      { action: 'confirmPayment', payload: {} },
      testNow,
    );
    expect(outcome).toMatchObject({
      ok: true,
      job: { status: 'paid', enteredStatusAt: testNow },
      entry: { actorUserId: null, actorRole: 'system' },
    });
  });

  it('closes an open question with the quote', () => {
    const job = makeDesignJob('reviewing');
    const outcome = applyDesignAction(
      job,
      makeDesignActor('11'),
      { action: 'quote', payload: { priceFen: 45_000, cycleMinDays: 3, cycleMaxDays: 5 } },
      testNow,
    );
    expect(outcome).toMatchObject({
      ok: true,
      job: { status: 'quoted', isQuestionOpen: false, quotedPriceFen: 45_000, cycleDays: { min: 3, max: 5 } },
    });
  });
});
