import type { InvoiceType } from '../pricing/options.ts';

/** What an order's ledger says about invoicing it, in integer fen. */
export type InvoiceableFacts = {
  invoiceType: InvoiceType;
  /** Net paid: payments and verified transfers minus refunds. */
  paidFen: number;
  /** The sum of the invoices issued so far. */
  invoicedFen: number;
};

/** Why an invoice is refused; `amountTooLarge` carries the limit so the message can name it. */
export type InvoiceRefusal =
  | { kind: 'noInvoiceRequested' }
  | { kind: 'notPaid' }
  | { kind: 'amountTooLarge'; remainingFen: number };

const msPerDay = 86_400_000;
/** Invoices are dated in China time (UTC+8, no daylight saving), whatever the server's zone. */
const chinaOffsetMs = 8 * 3_600_000;

/**
 * What is left to invoice: the net paid amount not yet covered by invoices, never negative (a refund after invoicing
 * leaves more invoiced than paid, which voiding — not built yet — would settle).
 */
export function computeRemainingInvoiceableFen(facts: Pick<InvoiceableFacts, 'paidFen' | 'invoicedFen'>): number {
  return Math.max(0, facts.paidFen - facts.invoicedFen);
}

/**
 * Decides whether an invoice of `amountFen` may be issued: the customer asked for one (type not `none`), the order is
 * paid (net paid above zero) and the amount fits in what is left to invoice. Undefined means allowed.
 */
export function decideInvoiceIssue(facts: InvoiceableFacts, amountFen: number): InvoiceRefusal | undefined {
  if (facts.invoiceType === 'none') return { kind: 'noInvoiceRequested' };
  if (facts.paidFen <= 0) return { kind: 'notPaid' };
  const remainingFen = computeRemainingInvoiceableFen(facts);
  if (amountFen > remainingFen) return { kind: 'amountTooLarge', remainingFen };
  return undefined;
}

/** Today's date `YYYY-MM-DD` in China time: the latest issue date an invoice may carry. */
export function findLatestIssueDate(now: Date): string {
  return new Date(Math.floor((now.getTime() + chinaOffsetMs) / msPerDay) * msPerDay).toISOString().slice(0, 10);
}

/** True when an issue date `YYYY-MM-DD` lies after today in China time. */
export function isFutureIssueDate(issueDate: string, now: Date): boolean {
  return issueDate > findLatestIssueDate(now);
}
