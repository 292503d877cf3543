import {
  type IssueInvoiceRequest,
  issueInvoiceRequestSchema,
  maxInvoiceNoLength,
} from '@boardforge/contracts/invoices.ts';
import { maxOrderAmountYuan } from '@boardforge/contracts/limits.ts';
import { findAmountProblem } from '../../../lib/issue-limits.ts';

/** What staff type into the Issue invoice form (antd hands over null for an emptied number input). */
export type IssueFormValues = { invoiceNo?: string; issueDate?: string | null; amount?: number | null };

/** The fields of the form, named as the request schema names them. */
export type IssueField = keyof IssueFormValues;

/** Why a field's value is refused; each is a translation key under invoicing:errors. */
export type IssueProblem =
  | 'invoiceNoRequired'
  | 'invoiceNoFormat'
  | 'issueDateRequired'
  | 'issueDateFuture'
  | 'amountRequired'
  | 'amountPositive'
  | 'amountDecimals'
  | 'amountTooLarge'
  | 'amountAboveRemaining';

const fieldSchemas = issueInvoiceRequestSchema.shape;

/** The limits of the contracts the form's messages quote. */
export const issueLimits = { maxInvoiceNo: maxInvoiceNoLength, maxAmount: maxOrderAmountYuan };

/**
 * Judges one field with the contracts' request schema (the server's own rules) plus what the row already tells —
 * today's date and the amount left to invoice — and names the problem; undefined when the value is valid. The server
 * judges again under the order's lock.
 */
export function findIssueProblem(
  field: IssueField,
  value: unknown,
  limits: { today: string; remaining: number },
): IssueProblem | undefined {
  switch (field) {
    case 'invoiceNo':
      if (typeof value !== 'string' || value.trim() === '') return 'invoiceNoRequired';
      return fieldSchemas.invoiceNo.safeParse(value).success ? undefined : 'invoiceNoFormat';
    case 'issueDate':
      if (typeof value !== 'string' || value === '') return 'issueDateRequired';
      if (!fieldSchemas.issueDate.safeParse(value).success) return 'issueDateRequired';
      return value > limits.today ? 'issueDateFuture' : undefined;
    case 'amount': {
      if (value === undefined || value === null || value === '') return 'amountRequired';
      const problem = findAmountProblem(fieldSchemas.amount.safeParse(value));
      if (problem) return `amount${problem}`;
      return typeof value === 'number' && value > limits.remaining ? 'amountAboveRemaining' : undefined;
    }
  }
}

/** Builds POST /api/erp/invoice/issue for one order; the schema trims the number and keeps its letters upper case. */
export function buildIssueRequest(orderId: string, values: IssueFormValues): IssueInvoiceRequest {
  return issueInvoiceRequestSchema.parse({
    orderId,
    invoiceNo: values.invoiceNo ?? '',
    issueDate: values.issueDate ?? '',
    amount: values.amount,
  });
}
