import nodemailer from 'nodemailer';
import type { MailSettings } from '../../config/messaging-env.ts';
import { type MailProvider, ProviderError } from './providers.ts';

type SmtpSettings = Extract<MailSettings, { provider: 'smtp' }>;

/** Sends mail through an SMTP server (TLS from the start on port 465, STARTTLS when offered elsewhere). */
export function createSmtpMailProvider(settings: SmtpSettings): MailProvider {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text });
      } catch (error) {
        throw new ProviderError(`SMTP delivery failed: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    },
  };
}
