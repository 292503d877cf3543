import { readInteger, readText } from './env-readers.ts';

/** Which text-message provider sends codes, with its settings. */
export type SmsSettings =
  | { provider: 'outbox' }
  | {
      provider: 'aliyun';
      endpoint: string;
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      /** The template for numbers outside the Chinese mainland (E.164 ones); the mainland template when unset. */
      internationalTemplateCode: string;
      /** The approved template of a staff invitation (`${role}`), mainland numbers only; unset: no SMS invitations. */
      invitationTemplateCode: string | undefined;
      /** The approved template of a design round waiting for the customer (`${jobNo}`, `${round}`); unset: mail only. */
      designReminderTemplateCode: string | undefined;
    };

/** Which mail provider sends mail, with its settings. */
export type MailSettings =
  | { provider: 'outbox' }
  | { provider: 'smtp'; host: string; port: number; user: string | undefined; pass: string | undefined; from: string };

/** Reads SMS_PROVIDER and, for Aliyun, its keys, sign name and templates. */
export function readSmsSettings(env: NodeJS.ProcessEnv, isProduction: boolean, problems: string[]): SmsSettings {
  const provider = readText(env.SMS_PROVIDER) ?? 'outbox';
  if (provider === 'outbox') {
    if (isProduction)
      problems.push('SMS_PROVIDER=outbox is not allowed when NODE_ENV=production; set SMS_PROVIDER=aliyun');
    return { provider };
  }
  if (provider !== 'aliyun') {
    problems.push(`SMS_PROVIDER must be outbox or aliyun (got "${provider}")`);
    return { provider: 'outbox' };
  }
  const required = (name: string): string => {
    const text = readText(env[name]);
    if (!text) problems.push(`${name} is required when SMS_PROVIDER=aliyun`);
    return text ?? '';
  };
  return {
    provider,
    endpoint: readText(env.ALIYUN_SMS_ENDPOINT) ?? 'https://dysmsapi.aliyuncs.com',
    accessKeyId: required('ALIYUN_ACCESS_KEY_ID'),
    accessKeySecret: required('ALIYUN_ACCESS_KEY_SECRET'),
    signName: required('ALIYUN_SMS_SIGN_NAME'),
    templateCode: required('ALIYUN_SMS_TEMPLATE_CODE'),
    internationalTemplateCode:
      readText(env.ALIYUN_SMS_INTERNATIONAL_TEMPLATE_CODE) ?? readText(env.ALIYUN_SMS_TEMPLATE_CODE) ?? '',
    invitationTemplateCode: readText(env.ALIYUN_SMS_INVITATION_TEMPLATE_CODE),
    designReminderTemplateCode: readText(env.ALIYUN_SMS_DESIGN_REMINDER_TEMPLATE_CODE),
  };
}

/** Reads MAIL_PROVIDER and, for SMTP, its host, port, account and sender. */
export function readMailSettings(env: NodeJS.ProcessEnv, isProduction: boolean, problems: string[]): MailSettings {
  const provider = readText(env.MAIL_PROVIDER) ?? 'outbox';
  if (provider === 'outbox') {
    if (isProduction)
      problems.push('MAIL_PROVIDER=outbox is not allowed when NODE_ENV=production; set MAIL_PROVIDER=smtp');
    return { provider };
  }
  if (provider !== 'smtp') {
    problems.push(`MAIL_PROVIDER must be outbox or smtp (got "${provider}")`);
    return { provider: 'outbox' };
  }
  const host = readText(env.SMTP_HOST);
  const from = readText(env.SMTP_FROM);
  if (!host) problems.push('SMTP_HOST is required when MAIL_PROVIDER=smtp');
  if (!from) problems.push('SMTP_FROM is required when MAIL_PROVIDER=smtp');
  return {
    provider,
    host: host ?? '',
    port: readInteger(env.SMTP_PORT, 587, 'SMTP_PORT', problems, { min: 1, max: 65535 }),
    user: readText(env.SMTP_USER),
    pass: readText(env.SMTP_PASS),
    from: from ?? '',
  };
}
