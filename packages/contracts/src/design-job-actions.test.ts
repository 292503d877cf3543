import { applyDesignAction } from '@boardforge/domain/design-status/apply-design-action.ts';
import { createDesignJob } from '@boardforge/domain/design-status/design-intake.ts';
import { maxDesignFilesPerUpload, maxDesignTextLength } from '@boardforge/domain/design-status/design-requirements.ts';
import { convertYuanAmountToFen } from '@boardforge/domain/money/fen.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { describe, expect, it } from 'vitest';
import { designActionRequestSchema } from './design-job-actions.ts';

const fileId = '3f0c5a8e-1b2d-4c3e-8f9a-0b1c2d3e4f50';
const otherFileId = '3f0c5a8e-1b2d-4c3e-8f9a-0b1c2d3e4f51';

/** The first issue of a refused request, as its path and code (undefined when it is accepted). */
function refusalOf(value: unknown) {
  const result = designActionRequestSchema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return { path: issue?.path.join('.'), code: issue?.code };
}

const request = (action: string, fromStatus: string, payload: unknown) => ({
  jobId: 'job-1',
  action,
  fromStatus,
  payload,
});

describe('design job action requests', () => {
  it('accepts each action with its payload', () => {
    expect(refusalOf(request('askQuestion', 'published', { question: 'Which stack-up?' }))).toBeUndefined();
    expect(
      refusalOf(request('quote', 'reviewing', { price: 450.5, cycleMinDays: 3, cycleMaxDays: 5 })),
    ).toBeUndefined();
    expect(refusalOf(request('deliverRound', 'designing', { round: 1, fileIds: [fileId] }))).toBeUndefined();
    const pin = { fileId, page: 2 };
    expect(
      refusalOf(request('requestChanges', 'roundDelivered', { round: 1, comment: 'Wider GND', pin })),
    ).toBeUndefined();
    expect(refusalOf(request('giveFeedback', 'downloaded', { stars: 5, text: '' }))).toBeUndefined();
    expect(refusalOf(request('download', 'finalUploaded', {}))).toBeUndefined();
  });

  it('refuses a payment confirmation from a person, and an unknown status', () => {
    expect(refusalOf(request('confirmPayment', 'quoted', {}))?.path).toBe('action');
    expect(refusalOf(request('approveRound', 'approved', { round: 1 }))?.path).toBe('fromStatus');
  });

  it('names the field and refuses beyond each limit', () => {
    const long = 'x'.repeat(maxDesignTextLength + 1);
    expect(refusalOf(request('askQuestion', 'published', { question: long }))).toEqual({
      path: 'payload.question',
      code: 'too_big',
    });
    expect(refusalOf(request('cancel', 'paid', { reason: '   ' }))).toEqual({
      path: 'payload.reason',
      code: 'too_small',
    });
    expect(refusalOf(request('quote', 'published', { price: 0, cycleMinDays: 3, cycleMaxDays: 5 }))?.path).toBe(
      'payload.price',
    );
    expect(refusalOf(request('quote', 'published', { price: 1_000_001, cycleMinDays: 3, cycleMaxDays: 5 }))?.path).toBe(
      'payload.price',
    );
    expect(refusalOf(request('quote', 'published', { price: 1.005, cycleMinDays: 3, cycleMaxDays: 5 }))?.path).toBe(
      'payload.price',
    );
    expect(refusalOf(request('quote', 'published', { price: 500, cycleMinDays: 5, cycleMaxDays: 3 }))?.path).toBe(
      'payload.cycleMaxDays',
    );
    expect(refusalOf(request('approveRound', 'roundDelivered', { round: 0 }))?.path).toBe('payload.round');
    expect(refusalOf(request('approveRound', 'roundDelivered', { round: 2_147_483_648 }))?.path).toBe('payload.round');
    const files = Array.from(
      { length: maxDesignFilesPerUpload + 1 },
      (_, index) => `3f0c5a8e-1b2d-4c3e-8f9a-${String(index).padStart(12, '0')}`,
    );
    expect(refusalOf(request('uploadFinal', 'roundApproved', { fileIds: files }))).toEqual({
      path: 'payload.fileIds',
      code: 'too_big',
    });
    expect(refusalOf(request('uploadFinal', 'roundApproved', { fileIds: [] }))?.path).toBe('payload.fileIds');
    expect(refusalOf(request('uploadFinal', 'roundApproved', { fileIds: [fileId, fileId] }))?.path).toBe(
      'payload.fileIds',
    );
    expect(
      refusalOf(request('requestChanges', 'roundDelivered', { round: 1, comment: 'c', pin: { fileId, page: 0 } }))
        ?.path,
    ).toBe('payload.pin.page');
    expect(refusalOf(request('giveFeedback', 'downloaded', { stars: 6, text: '' }))?.path).toBe('payload.stars');
    expect(refusalOf(request('giveFeedback', 'downloaded', { stars: 4.5, text: '' }))?.path).toBe('payload.stars');
  });

  it('hands the machine payloads it accepts: a quote in yuan becomes fen, a round its files', () => {
    const now = new Date('2026-12-01T04:00:00Z');
    const staff = { kind: 'staff', userId: 'staff-15', roleId: '15', tags: ['design:quote'] } as const;
    const job = createDesignJob({ ownerUserId: 'client-owner', pins: 300 }, defaultPriceBook.layoutDesign, now);
    const quote = designActionRequestSchema.parse(
      request('quote', 'published', { price: 450.5, cycleMinDays: 3, cycleMaxDays: 5 }),
    );
    if (quote.action !== 'quote') throw new Error('parsed as another action');
    const { price, ...cycle } = quote.payload;
    const payload = { priceFen: convertYuanAmountToFen(price), ...cycle };
    const outcome = applyDesignAction(job, staff, { action: 'quote', payload, fromStatus: quote.fromStatus }, now);
    expect(outcome).toMatchObject({ ok: true, job: { status: 'quoted', quotedPriceFen: 45_050 } });

    const engineer = { kind: 'staff', userId: 'staff-eng', roleId: '17', tags: ['design:work'] } as const;
    const designing = {
      ...job,
      status: 'designing' as const,
      engineerUserId: 'staff-eng',
      quotedPriceFen: 45_050,
      paidFen: 45_050,
    };
    const round = designActionRequestSchema.parse(
      request('deliverRound', 'designing', { round: 1, fileIds: [fileId, otherFileId] }),
    );
    if (round.action !== 'deliverRound') throw new Error('parsed as another action');
    const delivered = applyDesignAction(designing, engineer, { action: 'deliverRound', payload: round.payload }, now);
    expect(delivered).toMatchObject({
      ok: true,
      job: { status: 'roundDelivered', rounds: [{ number: 1, fileIds: [fileId, otherFileId] }] },
    });
  });
});
