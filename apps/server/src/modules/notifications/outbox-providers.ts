import type { Db } from '../../db/client.ts';
import { insertOutboxMessage } from './outbox.repository.ts';
import {
  composeCodeText,
  composeDesignRoundReminderText,
  composeStaffInvitationText,
  type MailProvider,
  type SmsProvider,
} from './providers.ts';

/** The development SMS provider: stores the text in the outbox instead of sending it. */
export function createOutboxSmsProvider(dependencies: { db: Db; now: () => Date }): SmsProvider {
  return {
    kind: 'outbox',
    async send(phone, purpose, code) {
      await insertOutboxMessage(dependencies.db, {
        channel: 'sms',
        recipient: phone,
        subject: purpose,
        body: composeCodeText(purpose, code),
        createdAt: dependencies.now(),
      });
    },
    async sendStaffInvitation(phone, role) {
      await insertOutboxMessage(dependencies.db, {
        channel: 'sms',
        recipient: phone,
        subject: 'staffInvitation',
        body: composeStaffInvitationText(role),
        createdAt: dependencies.now(),
      });
    },
    async sendDesignRoundReminder(phone, job) {
      await insertOutboxMessage(dependencies.db, {
        channel: 'sms',
        recipient: phone,
        subject: 'designRoundReminder',
        body: composeDesignRoundReminderText(job),
        createdAt: dependencies.now(),
      });
    },
  };
}

/** The development mail provider: stores the mail in the outbox instead of sending it. */
export function createOutboxMailProvider(dependencies: { db: Db; now: () => Date }): MailProvider {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMessage(dependencies.db, {
        channel: 'mail',
        recipient: message.to.trim().toLowerCase(),
        subject: message.subject,
        body: message.text,
        createdAt: dependencies.now(),
      });
    },
  };
}
