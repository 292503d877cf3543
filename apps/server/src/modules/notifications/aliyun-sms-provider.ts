import { createHmac, randomUUID } from 'node:crypto';
import type { SmsSettings } from '../../config/messaging-env.ts';
import { ProviderError, type SmsProvider } from './providers.ts';

type AliyunSettings = Extract<SmsSettings, { provider: 'aliyun' }>;

const requestTimeoutMs = 10_000;

/** Percent-encodes as Aliyun's RPC signature wants: RFC 3986, only A–Z a–z 0–9 - _ . ~ left as they are. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Signs RPC parameters with signature v1: HMAC-SHA1, keyed by `secret&`, over
 * `METHOD&%2F&percentEncode(sorted, percent-encoded query)`; returns the base64 signature.
 */
export function signAliyunRpc(parameters: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const canonical = Object.keys(parameters)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(parameters[key] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Aliyun's timestamp format: ISO 8601 UTC without milliseconds. */
function formatTimestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Sends codes through Aliyun SMS (dysmsapi SendSms, RPC style, signature v1). A mainland mobile (11 digits) goes as
 * it is; a number in E.164 goes as Aliyun writes international numbers (calling code and number, no +) with the
 * international template.
 */
export function createAliyunSmsProvider(settings: AliyunSettings, options: { clock?: () => Date } = {}): SmsProvider {
  const clock = options.clock ?? (() => new Date());

  /** One SendSms call with a template and its parameters; a refusal or no answer is a ProviderError. */
  async function sendTemplate(phone: string, templateCode: string, templateParameters: Record<string, string>) {
    const isInternational = phone.startsWith('+');
    const parameters: Record<string, string> = {
      AccessKeyId: settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: isInternational ? phone.slice(1) : phone,
      SignName: settings.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParameters),
      Timestamp: formatTimestamp(clock()),
      Version: '2017-05-25',
    };
    const signature = signAliyunRpc(parameters, settings.accessKeySecret);
    const query = Object.entries({ ...parameters, Signature: signature })
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
      .join('&');
    const url = `${settings.endpoint.replace(/\/+$/, '')}/?${query}`;
    let answer: { Code?: unknown; Message?: unknown; RequestId?: unknown };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      throw new ProviderError(`Aliyun SMS unreachable: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (answer.Code !== 'OK') {
      throw new ProviderError(
        `Aliyun SMS refused: ${String(answer.Code)} ${String(answer.Message)} (request ${String(answer.RequestId)})`,
      );
    }
  }

  const { invitationTemplateCode, designReminderTemplateCode } = settings;
  return {
    kind: 'aliyun',
    async send(phone, _purpose, code) {
      const templateCode = phone.startsWith('+') ? settings.internationalTemplateCode : settings.templateCode;
      await sendTemplate(phone, templateCode, { code });
    },
    // Only with an approved invitation template (ALIYUN_SMS_INVITATION_TEMPLATE_CODE); it names the role in Chinese.
    ...(invitationTemplateCode
      ? {
          sendStaffInvitation: (phone: string, role: { zh: string; en: string }) =>
            sendTemplate(phone, invitationTemplateCode, { role: role.zh }),
        }
      : {}),
    // Only with an approved reminder template (ALIYUN_SMS_DESIGN_REMINDER_TEMPLATE_CODE); without it, mail alone.
    ...(designReminderTemplateCode
      ? {
          sendDesignRoundReminder: (phone: string, job: { jobNo: string; round: number }) =>
            sendTemplate(phone, designReminderTemplateCode, { jobNo: job.jobNo, round: String(job.round) }),
        }
      : {}),
  };
}
