import { describe, expect, it } from 'vitest';
import { buildVerificationRequest, findFieldProblem, maxNoteLength } from './verification-form.ts';

describe('findFieldProblem', () => {
  it.each([
    ['amount', undefined, 'amountRequired'],
    ['amount', null, 'amountRequired'],
    ['amount', '', 'amountRequired'],
    ['amount', 0, 'amountPositive'],
    ['amount', -5, 'amountPositive'],
    ['amount', 30.005, 'amountDecimals'],
    ['amount', 2_000_000_000, 'amountTooLarge'],
    ['amount', 30, undefined],
    ['amount', 30.1, undefined],
    ['amount', 0.01, undefined],
    ['referenceCode', undefined, 'referenceCodeLength'],
    ['referenceCode', '   ', 'referenceCodeLength'],
    ['referenceCode', 'BF1', 'referenceCodeLength'],
    ['referenceCode', 'B'.repeat(33), 'referenceCodeLength'],
    ['referenceCode', ' bf2a 3b4c ', undefined],
    ['note', undefined, undefined],
    ['note', 'statement 0042', undefined],
    ['note', 'x'.repeat(maxNoteLength + 1), 'noteTooLong'],
    // A control character pasted into the note is named as such, not as a length problem.
    ['note', 'statement\u0000 0042', 'noteControlCharacters'],
    ['note', 'statement \u0007', 'noteControlCharacters'],
    ['note', 'line 1\nline 2', undefined],
  ] as const)('%s = %j → %s', (field, value, problem) => {
    expect(findFieldProblem(field, value)).toBe(problem);
  });
});

describe('buildVerificationRequest', () => {
  it('sends the payment id, the amount, the normalised reference code and the trimmed note', () => {
    expect(
      buildVerificationRequest('payment-1', { amount: 30, referenceCode: ' bf2a 3b4c ', note: '  line 7 ' }),
    ).toEqual({ paymentId: 'payment-1', amount: 30, referenceCode: 'BF2A3B4C', note: 'line 7' });
  });

  it('sends an empty note when none was typed', () => {
    expect(buildVerificationRequest('payment-1', { amount: 12.5, referenceCode: 'BF23456789' })).toEqual({
      paymentId: 'payment-1',
      amount: 12.5,
      referenceCode: 'BF23456789',
      note: '',
    });
  });

  it('refuses values the form would have refused', () => {
    expect(() => buildVerificationRequest('payment-1', { amount: 0, referenceCode: 'BF23456789' })).toThrow();
  });
});
