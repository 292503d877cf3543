import {
  feedbackLimits,
  isContactPhone,
  type SendFeedbackInput,
  sendFeedbackRequestSchema,
} from '@boardforge/contracts/feedback.ts';
import { findTextIssueReason } from '@boardforge/contracts/text.ts';

/** What a visitor types into the feedback form. */
export type FeedbackFormValues = { name: string; company: string; phone: string; email: string; content: string };

/** The fields of the form, named as the request schema names them. */
export type FeedbackField = keyof FeedbackFormValues;

/** Why a field's value is refused; each is a translation key under content:contact.form.errors. */
export type FeedbackProblem = 'required' | 'tooLong' | 'phoneInvalid' | 'emailInvalid' | 'controlCharacters';

const fieldSchemas = sendFeedbackRequestSchema.shape;

/**
 * Judges one field with the request schema of the contracts (the server's own rules, and its phone check) and
 * names the problem, so the form says which field is wrong and why; undefined when the value is valid.
 */
export function findFeedbackProblem(field: FeedbackField, value: string | undefined): FeedbackProblem | undefined {
  const text = (value ?? '').trim();
  const isRequired = field !== 'company';
  if (isRequired && text === '') return 'required';
  if (text.length > feedbackLimits[field]) return 'tooLong';
  const parsed = fieldSchemas[field].safeParse(text);
  if (findTextIssueReason(parsed)) return 'controlCharacters';
  if (!parsed.success) return field === 'email' ? 'emailInvalid' : 'tooLong';
  if (field === 'phone' && !isContactPhone(text)) return 'phoneInvalid';
  return undefined;
}

/** Builds POST /api/common/sendmail from the form; the schema trims the text and drops an empty company. */
export function buildFeedbackRequest(values: FeedbackFormValues): SendFeedbackInput {
  return sendFeedbackRequestSchema.parse(values);
}
