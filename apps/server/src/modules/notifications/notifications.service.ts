import type { OutboxMessage } from '@boardforge/contracts/accounts.ts';
import { normalizeAccountPhone } from '@boardforge/contracts/phone-numbers.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createAliyunSmsProvider } from './aliyun-sms-provider.ts';
import { listOutboxMessages } from './outbox.repository.ts';
import { createOutboxMailProvider, createOutboxSmsProvider } from './outbox-providers.ts';
import type { MailProvider, SmsProvider } from './providers.ts';
import { createSmtpMailProvider } from './smtp-mail-provider.ts';

/** The configured SMS and mail providers (outbox ones outside production unless set otherwise). */
export type NotificationProviders = { sms: SmsProvider; mail: MailProvider };

/** Builds the providers SMS_PROVIDER and MAIL_PROVIDER name; the config already refused outboxes in production. */
export function createNotificationProviders(
  config: Pick<AppConfig, 'sms' | 'mail' | 'isProduction'>,
  dependencies: { db: Db; now: () => Date },
): NotificationProviders {
  if (config.isProduction && (config.sms.provider === 'outbox' || config.mail.provider === 'outbox')) {
    throw new Error('The outbox providers are for development only and refuse to start in production');
  }
  const sms =
    config.sms.provider === 'aliyun' ? createAliyunSmsProvider(config.sms) : createOutboxSmsProvider(dependencies);
  const mail =
    config.mail.provider === 'smtp' ? createSmtpMailProvider(config.mail) : createOutboxMailProvider(dependencies);
  return { sms, mail };
}

const outboxListLimit = 50;

/** Reads the development outbox (GET /api/dev/outbox). */
export function createOutboxService(dependencies: { db: Db }) {
  /** The newest stored messages, optionally to one phone (normalised as accounts store it) or e-mail address. */
  async function listMessages(to: string | undefined): Promise<OutboxMessage[]> {
    const recipient = to === undefined ? undefined : to.includes('@') ? to.toLowerCase() : normalizeAccountPhone(to);
    const rows = await listOutboxMessages(dependencies.db, recipient, outboxListLimit);
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  }
  return { listMessages };
}
