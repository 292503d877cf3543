import { maxTextLength } from '@boardforge/contracts/orders.ts';
import { type VerifyCollectionRequest, verifyCollectionRequestSchema } from '@boardforge/contracts/payments.ts';
import { findTextIssueReason } from '@boardforge/contracts/text.ts';

/** What staff type into the verification form (antd hands over null for an emptied number input). */
export type VerificationFormValues = { amount?: number | null; referenceCode?: string; note?: string };

/** The fields of the verification form, named as the request schema names them. */
export type VerificationField = keyof VerificationFormValues;

/** Why a field's value is refused; each is a translation key under collections:errors. */
export type VerificationProblem =
  | 'amountRequired'
  | 'amountPositive'
  | 'amountDecimals'
  | 'referenceCodeLength'
  | 'noteTooLong'
  | 'noteControlCharacters';

/** The longest remark the server keeps (the translated message quotes it). */
export const maxNoteLength = maxTextLength;

const fieldSchemas = verifyCollectionRequestSchema.shape;

/**
 * Judges one field with the request schema of the contracts (the server's own rules) and names the problem, so the
 * form can say which field is wrong and why; undefined when the value is valid.
 */
export function findFieldProblem(field: VerificationField, value: unknown): VerificationProblem | undefined {
  switch (field) {
    case 'amount':
      if (value === undefined || value === null || value === '') return 'amountRequired';
      if (fieldSchemas.amount.safeParse(value).success) return undefined;
      return typeof value === 'number' && value > 0 ? 'amountDecimals' : 'amountPositive';
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
