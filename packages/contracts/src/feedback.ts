import { z } from 'zod/mini';
import { isMainlandMobile, normalizeMobile } from './accounts.ts';
import { multiLineText, singleLineText } from './text.ts';

/** Limits of the feedback form (contact page); the web form and the server check the same numbers. */
export const feedbackLimits = { name: 50, company: 100, phone: 20, email: 254, content: 2000 } as const;

/** At most this many feedback messages per IP address in an hour (docs/api.md "Other calls"). */
export const feedbackPerIpHour = 5;

/**
 * True for a phone number someone can be called back on: a mainland mobile (+86 allowed), or any other number
 * written with digits, spaces, dashes, parentheses and a leading + that has 6 to 15 digits (landlines such as
 * 0755-12345678, numbers abroad). The contact form is for companies too, so a landline must be accepted.
 */
export function isContactPhone(input: string): boolean {
  const phone = input.trim();
  if (isMainlandMobile(phone)) return true;
  if (!/^\+?[\d\s()-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** The phone as stored: a mainland mobile normalised (no spaces, dashes or +86), anything else trimmed. */
export function normalizeContactPhone(input: string): string {
  const phone = input.trim();
  return isMainlandMobile(phone) ? normalizeMobile(phone) : phone;
}

/**
 * POST /api/common/sendmail: a message from the contact page. The phone's pattern is checked by the service
 * (isContactPhone) so that its message is translated like the other field messages.
 */
export const sendFeedbackRequestSchema = z.object({
  name: singleLineText().check(z.minLength(1), z.maxLength(feedbackLimits.name)),
  company: z.pipe(
    z.optional(singleLineText().check(z.maxLength(feedbackLimits.company))),
    z.transform((value) => (value ? value : undefined)),
  ),
  phone: singleLineText().check(z.minLength(1), z.maxLength(feedbackLimits.phone)),
  email: z.pipe(singleLineText(), z.email().check(z.maxLength(feedbackLimits.email))),
  content: multiLineText().check(z.trim(), z.minLength(1), z.maxLength(feedbackLimits.content)),
});
export type SendFeedbackRequest = z.input<typeof sendFeedbackRequestSchema>;
export type SendFeedbackInput = z.output<typeof sendFeedbackRequestSchema>;

/** POST /api/common/sendmail answer: the stored message's id. */
export const sendFeedbackAnswerSchema = z.object({ id: z.string() });
export type SendFeedbackAnswer = z.infer<typeof sendFeedbackAnswerSchema>;
