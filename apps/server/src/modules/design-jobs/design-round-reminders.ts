import type { Db } from '../../db/client.ts';
import { translate } from '../../i18n/messages.ts';
import type { MailProvider, SmsProvider } from '../notifications/providers.ts';
import { findUserContact, listRoundsToRemind, markRoundReminded } from './design-jobs.repository.ts';

/** A round waits this long for the customer before the one reminder. */
export const roundReminderDelayMs = 24 * 3600_000;
/** Rounds reminded per run at most (the next run takes the rest). */
const remindersPerRun = 100;

/**
 * Creates the reminder of rounds waiting for the customer: each round delivered over 24 hours ago and still
 * unanswered is claimed once (`reminded_at`, atomically, so overlapping runs never send twice) and its owner gets a
 * mail (when they gave an address) and a text message (when the SMS provider has the template), both languages.
 */
export function createDesignRoundReminders(dependencies: {
  db: Db;
  now: () => Date;
  mail: MailProvider;
  sms: SmsProvider;
  log: { warn(object: Record<string, unknown>, message: string): void };
}) {
  const { db, now } = dependencies;

  /** Sends the reminders now due; returns how many rounds were reminded. */
  async function remindWaitingRounds(): Promise<number> {
    const at = now();
    const due = await listRoundsToRemind(db, new Date(at.getTime() - roundReminderDelayMs), remindersPerRun);
    let reminded = 0;
    for (const round of due) {
      if (!(await markRoundReminded(db, round.jobId, round.number, at))) continue;
      reminded += 1;
      const contact = await findUserContact(db, round.ownerUserId);
      const params = { jobNo: round.jobNo, round: String(round.number) };
      try {
        if (contact?.email)
          await dependencies.mail.send({
            to: contact.email,
            subject: `${translate('zh-CN', 'design.roundReminderSubject', params)} / ${translate('en', 'design.roundReminderSubject', params)}`,
            text: `${translate('zh-CN', 'design.roundReminderBody', params)}\n\n${translate('en', 'design.roundReminderBody', params)}`,
          });
        if (contact?.phone && dependencies.sms.sendDesignRoundReminder)
          await dependencies.sms.sendDesignRoundReminder(contact.phone, { jobNo: round.jobNo, round: round.number });
      } catch (error) {
        // A provider failure is logged; the round stays reminded (one attempt per round, never a flood of retries).
        dependencies.log.warn({ err: error, jobId: round.jobId, round: round.number }, 'design round reminder failed');
      }
    }
    return reminded;
  }

  return { remindWaitingRounds };
}

/** The reminders' interface. */
export type DesignRoundReminders = ReturnType<typeof createDesignRoundReminders>;
