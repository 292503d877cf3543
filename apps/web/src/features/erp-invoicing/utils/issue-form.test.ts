import { describe, expect, it } from 'vitest';
import { buildIssueRequest, findIssueProblem } from './issue-form.ts';

const limits = { today: '2026-11-22', remaining: 31.8 };

describe('findIssueProblem', () => {
  it.each([
    ['invoiceNo', undefined, 'invoiceNoRequired'],
    ['invoiceNo', '   ', 'invoiceNoRequired'],
    ['invoiceNo', 'no spaces', 'invoiceNoFormat'],
    ['invoiceNo', 'X'.repeat(41), 'invoiceNoFormat'],
    ['invoiceNo', ' fp-0042 ', undefined],
    ['issueDate', null, 'issueDateRequired'],
    ['issueDate', '22/11/2026', 'issueDateRequired'],
    ['issueDate', '2026-11-23', 'issueDateFuture'],
    ['issueDate', '2026-11-22', undefined],
    ['amount', null, 'amountRequired'],
    ['amount', 0, 'amountPositive'],
    ['amount', 10.005, 'amountDecimals'],
    ['amount', 2_000_000_000, 'amountTooLarge'],
    ['amount', 31.81, 'amountAboveRemaining'],
    ['amount', 31.8, undefined],
  ] as const)('%s = %j → %s', (field, value, problem) => {
    expect(findIssueProblem(field, value, limits)).toBe(problem);
  });
});

describe('buildIssueRequest', () => {
  it('sends the order, the trimmed upper-case number, the date and the amount', () => {
    expect(buildIssueRequest('order-1', { invoiceNo: ' fp-0042 ', issueDate: '2026-11-22', amount: 31.8 })).toEqual({
      orderId: 'order-1',
      invoiceNo: 'FP-0042',
      issueDate: '2026-11-22',
      amount: 31.8,
    });
  });

  it('refuses values the form would have refused', () => {
    expect(() => buildIssueRequest('order-1', { invoiceNo: '', issueDate: '2026-11-22', amount: 1 })).toThrow();
  });
});
