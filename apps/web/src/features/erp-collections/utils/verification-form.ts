import { maxOrderAmountYuan } from '@boardforge/contracts/limits.ts';
import { maxTextLength } from '@boardforge/contracts/orders.ts';
import {
  referenceCodeLength,
  type VerifyCollectionRequest,
  verifyCollectionRequestSchema,
} from '@boardforge/contracts/payments.ts';
import { findTextIssueReason } from '@boardforge/contracts/text.ts';
import { findAmountProblem } from '../../../lib/issue-limits.ts';

/** What staff type into the verification form (antd hands over null for an emptied number input). */
export type VerificationFormValues = { amount?: number | null; referenceCode?: string; note?: string };

/** The fields of the verification form, named as the request schema names them. */
export type VerificationField = keyof VerificationFormValues;

/** Why a field's value is refused; each is a translation key under collections:errors. */
export type VerificationProblem =
  | 'amountRequired'
  | 'amountPositive'
  | 'amountDecimals'
  | 'amountTooLarge'
  | 'referenceCodeLength'
  | 'noteTooLong'
  | 'noteControlCharacters';

/** The longest remark the server keeps (the translated message quotes it). */
export const maxNoteLength = maxTextLength;

/** The limits the messages of the form quote, from the contracts. */
export const verificationLimits = {
  max: maxNoteLength,
  minCode: referenceCodeLength.min,
  maxCode: referenceCodeLength.max,
  maxAmount: maxOrderAmountYuan,
};

const fieldSchemas = verifyCollectionRequestSchema.shape;

/**
 * Judges one field with the request schema of the contracts (the server's own rules) and names the problem, so the
 * form can say which field is wrong and why; undefined when the value is valid.
 */
export function findFieldProblem(field: VerificationField, value: unknown): VerificationProblem | undefined {
  switch (field) {
    case 'amount': {
      if (value === undefined || value === null || value === '') return 'amountRequired';
      const problem = findAmountProblem(fieldSchemas.amount.safeParse(value));
      return problem && `amount${problem}`;
    }
    case 'referenceCode':
      return fieldSchemas.referenceCode.safeParse(value ?? '').success ? undefined : 'referenceCodeLength';
    case 'note': {
      const parsed = fieldSchemas.note.safeParse(value ?? '');
      if (parsed.success) return undefined;
      return findTextIssueReason(parsed) ? 'noteControlCharacters' : 'noteTooLong';
    }
  }
}

/** Builds POST /api/erp/payment/verifyCollection for one payment; the schema trims the note and normalises the code. */
export function buildVerificationRequest(paymentId: string, values: VerificationFormValues): VerifyCollectionRequest {
  return verifyCollectionRequestSchema.parse({
    paymentId,
    amount: values.amount,
    referenceCode: values.referenceCode ?? '',
    note: values.note ?? '',
  });
}
