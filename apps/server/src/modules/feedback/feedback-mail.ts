import type { SendFeedbackInput } from '@boardforge/contracts/feedback.ts';
import type { MailMessage } from '../notifications/providers.ts';

/** The mail staff receive for a feedback message: both languages, since staff and customers use either. */
export function composeFeedbackMail(
  to: string,
  message: SendFeedbackInput & { id: string; ip: string; createdAt: Date },
): MailMessage {
  const lines = [
    `姓名 / Name: ${message.name}`,
    `公司 / Company: ${message.company ?? '—'}`,
    `电话 / Phone: ${message.phone}`,
    `邮箱 / Email: ${message.email}`,
    `时间 / Time: ${message.createdAt.toISOString()}`,
    `IP: ${message.ip}`,
    `编号 / Id: ${message.id}`,
    '',
    '留言内容 / Message:',
    message.content,
  ];
  return { to, subject: `【板工坊】在线留言 / Website feedback: ${message.name}`, text: lines.join('\n') };
}
