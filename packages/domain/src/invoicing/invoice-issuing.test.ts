import { describe, expect, it } from 'vitest';
import {
  computeRemainingInvoiceableFen,
  decideInvoiceIssue,
  findLatestIssueDate,
  isFutureIssueDate,
} from './invoice-issuing.ts';

describe('decideInvoiceIssue', () => {
  it.each([
    [
      'no invoice asked for',
      { invoiceType: 'none', paidFen: 10_000, invoicedFen: 0 },
      100,
      { kind: 'noInvoiceRequested' },
    ],
    ['nothing paid', { invoiceType: 'ordinary', paidFen: 0, invoicedFen: 0 }, 100, { kind: 'notPaid' }],
    ['the whole amount', { invoiceType: 'ordinary', paidFen: 10_000, invoicedFen: 0 }, 10_000, undefined],
    ['a part', { invoiceType: 'special', paidFen: 10_000, invoicedFen: 4_000 }, 6_000, undefined],
    [
      'one fen too much',
      { invoiceType: 'ordinary', paidFen: 10_000, invoicedFen: 4_000 },
      6_001,
      { kind: 'amountTooLarge', remainingFen: 6_000 },
    ],
    [
      'fully invoiced',
      { invoiceType: 'ordinary', paidFen: 10_000, invoicedFen: 10_000 },
      1,
      { kind: 'amountTooLarge', remainingFen: 0 },
    ],
  ] as const)('%s', (_name, facts, amountFen, expected) => {
    expect(decideInvoiceIssue(facts, amountFen)).toEqual(expected);
  });
});

describe('computeRemainingInvoiceableFen', () => {
  it('is paid minus invoiced, never below zero', () => {
    expect(computeRemainingInvoiceableFen({ paidFen: 500, invoicedFen: 200 })).toBe(300);
    expect(computeRemainingInvoiceableFen({ paidFen: 100, invoicedFen: 200 })).toBe(0);
  });
});

describe('issue dates in China time', () => {
  it.each([
    ['2026-11-22T15:59:59Z', '2026-11-22'],
    ['2026-11-22T16:00:00Z', '2026-11-23'],
  ])('at %s today is %s', (instant, day) => {
    expect(findLatestIssueDate(new Date(instant))).toBe(day);
  });

  it('refuses only days after today', () => {
    const now = new Date('2026-11-22T16:30:00Z');
    expect(isFutureIssueDate('2026-11-23', now)).toBe(false);
    expect(isFutureIssueDate('2026-11-24', now)).toBe(true);
    expect(isFutureIssueDate('2025-01-01', now)).toBe(false);
  });
});
