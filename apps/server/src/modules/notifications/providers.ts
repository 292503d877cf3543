import type { CodePurpose } from '@boardforge/contracts/accounts.ts';

/** Sends a verification code by text message; throws when the provider refuses or cannot be reached. */
export type SmsProvider = {
  /** Which adapter this is (logged, and the dev outbox route checks for it). */
  readonly kind: 'outbox' | 'aliyun';
  /** `phone`: a Chinese mainland mobile as 11 digits, any other number in E.164 (`+4915123456789`). */
  send(phone: string, purpose: CodePurpose, code: string): Promise<void>;
  /**
   * Tells a new staff member they may use the back office (in the role named) and how to set their password: "Forgot
   * password" on the login page, by a code to this phone. Absent when the provider has no template for it.
   */
  sendStaffInvitation?: (phone: string, role: { zh: string; en: string }) => Promise<void>;
  /** Tells a customer a design round awaits their review. Absent when the provider has no template for it. */
  sendDesignRoundReminder?: (phone: string, job: { jobNo: string; round: number }) => Promise<void>;
};

/** A plain-text mail. */
export type MailMessage = { to: string; subject: string; text: string };

/** Sends a mail; throws when the server refuses it or cannot be reached. */
export type MailProvider = {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
};

/** A provider could not deliver: the cause is logged, the customer sees a 503. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

const purposeNames: Record<CodePurpose, { zh: string; en: string }> = {
  register: { zh: '注册', en: 'registration' },
  login: { zh: '登录', en: 'login' },
  reset: { zh: '重置密码', en: 'password reset' },
};

/** The text of a code message as the outbox stores it (a real provider renders its approved template). */
export function composeCodeText(purpose: CodePurpose, code: string): string {
  const name = purposeNames[purpose];
  return `【板工坊】您的${name.zh}验证码为 ${code}，5分钟内有效，请勿告诉他人。[BoardForge] Your ${name.en} code is ${code}, valid for 5 minutes.`;
}

/** The subject and text of a code mail, in both languages (the recipient's language is not known). */
export function composeCodeMail(purpose: CodePurpose, code: string): { subject: string; text: string } {
  const name = purposeNames[purpose];
  return {
    subject: `板工坊${name.zh}验证码 / BoardForge ${name.en} code: ${code}`,
    text:
      `您的${name.zh}验证码为 ${code}，5分钟内有效，请勿告诉他人。\n\n` +
      `Your BoardForge ${name.en} code is ${code}. It is valid for 5 minutes; do not share it with anyone.`,
  };
}

/** The text of a staff invitation as the outbox stores it (a real provider renders its approved template). */
export function composeStaffInvitationText(role: { zh: string; en: string }): string {
  return (
    `【板工坊】您已被添加为板工坊后台员工（${role.zh}）。请在登录页点击“忘记密码”，用本手机号获取验证码设置密码。` +
    `[BoardForge] You were added to the BoardForge back office as ${role.en}. On the login page choose "Forgot password" ` +
    'and set your password with a code sent to this phone.'
  );
}

/** The text of a design round reminder as the outbox stores it (a real provider renders its approved template). */
export function composeDesignRoundReminderText(job: { jobNo: string; round: number }): string {
  return (
    `【板工坊】您的设计需求 ${job.jobNo} 第 ${job.round} 稿已等待确认超过24小时，请登录确认或提出修改意见。` +
    `[BoardForge] Round ${job.round} of your design job ${job.jobNo} has awaited your review for over 24 hours.`
  );
}
