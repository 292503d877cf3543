import {
  feedbackPerIpHour,
  isContactPhone,
  normalizeContactPhone,
  type SendFeedbackInput,
} from '@boardforge/contracts/feedback.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import type { MailProvider } from '../notifications/providers.ts';
import {
  countFeedbackFromIp,
  insertFeedbackMessage,
  lockFeedbackFromIp,
  updateFeedbackMailStatus,
} from './feedback.repository.ts';
import { composeFeedbackMail } from './feedback-mail.ts';

const hourMs = 60 * 60 * 1000;

/** Creates the feedback service: store a contact-page message, then mail it to the staff mailbox. */
export function createFeedbackService(dependencies: {
  db: Db;
  now: () => Date;
  mail: MailProvider;
  staffMailbox: string;
  log?: FastifyBaseLogger;
}) {
  const { db, now, mail } = dependencies;

  /**
   * Stores the message, then mails it. Over 5 from one IP in an hour: 429 and nothing kept. A mail that fails is
   * logged and recorded as mail_status 'failed'; the sender still gets a success, since the message is safe in the
   * database and staff can read it there — a retry would only make them send it twice.
   */
  async function sendFeedback(input: SendFeedbackInput, ip: string): Promise<{ id: string }> {
    if (!isContactPhone(input.phone)) throw new FieldAppError('phone', 'feedback.invalidPhone');
    const at = now();
    const message = { ...input, phone: normalizeContactPhone(input.phone), ip, createdAt: at };
    // Count and insert under a transaction-level lock on the IP: messages arriving at once (on any
    // instance) are decided one after the other, so exactly the allowed number is kept.
    const id = await db.transaction(async (tx) => {
      await lockFeedbackFromIp(tx, ip);
      const earlier = await countFeedbackFromIp(tx, ip, new Date(at.getTime() - hourMs));
      if (earlier.count >= feedbackPerIpHour) {
        const waitMs = earlier.oldest ? earlier.oldest.getTime() + hourMs - at.getTime() : hourMs;
        throw new AppError('429', 'feedback.tooMany', {
          max: feedbackPerIpHour,
          minutes: Math.max(1, Math.ceil(waitMs / 60_000)),
        });
      }
      return insertFeedbackMessage(tx, { ...message, company: input.company ?? null });
    });
    try {
      await mail.send(composeFeedbackMail(dependencies.staffMailbox, { ...message, id }));
      await updateFeedbackMailStatus(db, id, 'sent', now());
    } catch (error) {
      dependencies.log?.error({ err: error, provider: mail.kind, feedbackId: id }, 'feedback mail failed');
      await updateFeedbackMailStatus(db, id, 'failed', now());
    }
    return { id };
  }

  return { sendFeedback };
}

/** The feedback service's interface. */
export type FeedbackService = ReturnType<typeof createFeedbackService>;
