import { LoadingOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { type CodePurpose, verificationCodeLength } from '@boardforge/contracts/accounts.ts';
import { composeAccountPhone, defaultPhoneCountry } from '@boardforge/contracts/phone-numbers.ts';
import { Form, type FormInstance, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DebounceButton } from '../../../components/debounce-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { getFeedback } from '../../../lib/feedback.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useGetCode } from '../api/get-code.ts';
import { useGetMailCode } from '../api/get-mail-code.ts';
import { useCodeCountdown } from '../hooks/use-code-countdown.ts';
import { phoneCountryField } from '../utils/account-phone-rules.ts';
import { buildAccountRules } from '../utils/form-rules.ts';

export type SmsCodeFieldProps<Values> = {
  form: FormInstance<Values>;
  purpose: CodePurpose;
  /**
   * Name of the form's phone (or, for `mail`, e-mail) field the code is sent to; a phone goes with the region of
   * the form's calling-code picker (`phoneCountry`, the Chinese mainland when the form has none).
   */
  phoneField: string;
  /** How the code travels: text message (default) or mail. */
  channel?: 'sms' | 'mail';
  /** Name of the code field (default "code"). */
  name?: string;
  /** Part of the input's id, unique on the page. */
  idPrefix: string;
};

/**
 * The SMS (or mail) code input with Send Code, then Resend with a 60-second countdown that survives
 * a reload.
 */
export function SmsCodeField<Values>({
  form,
  purpose,
  phoneField,
  channel = 'sms',
  name = 'code',
  idPrefix,
}: SmsCodeFieldProps<Values>) {
  const { t } = useTranslation('auth');
  const rules = buildAccountRules(t);
  const countdown = useCodeCountdown(purpose, channel);
  const sendSmsCode = useGetCode();
  const sendMailCode = useGetMailCode();
  const sendCode = channel === 'mail' ? sendMailCode : sendSmsCode;
  const inputId = `${idPrefix}-${name}`;

  const handleSend = async () => {
    try {
      // biome-ignore lint/suspicious/noExplicitAny: antd's NamePath is typed by the form's values
      const values = (await form.validateFields([phoneField as any])) as Record<string, string>;
      const typed = values[phoneField] ?? '';
      // biome-ignore lint/suspicious/noExplicitAny: antd's NamePath is typed by the form's values
      const country = (form.getFieldValue(phoneCountryField as any) as string | undefined) ?? defaultPhoneCountry;
      const answer =
        channel === 'mail'
          ? await sendMailCode.mutateAsync({ email: typed.trim(), type: purpose })
          : await sendSmsCode.mutateAsync({ phone: composeAccountPhone(country, typed), type: purpose });
      countdown.start(answer.resendAfter);
    } catch (error) {
      // An invalid phone shows beside its field (antd's validation, or the server naming the field).
      if (isFormValidationError(error)) return;
      if (isApiError(error)) applyFieldErrors(form, error, { [channel === 'mail' ? 'email' : 'phone']: phoneField });
      // The request layer notified every refusal (a 429 names the limit) except a passed-through 500;
      // that one, and an answer we cannot read, would otherwise end the spinner with no word.
      if (isApiError(error) && error.code !== '500') return;
      getFeedback().notifyError({
        title: isApiError(error) && error.msg ? error.msg : t('code.sendFailed'),
        key: 'sms-code-send-failed',
      });
    }
  };

  const isCounting = countdown.remaining > 0;
  // The mutation reports its end a tick after mutateAsync resolves: once counting, the send is over.
  const isSending = sendCode.isPending && !isCounting;
  const buttonLabel = isCounting
    ? t('code.resendIn', { seconds: countdown.remaining })
    : countdown.hasSent
      ? t('code.resend')
      : t('code.send');

  return (
    <Form.Item label={channel === 'mail' ? t('code.mailLabel') : t('code.label')} required htmlFor={inputId}>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={channel === 'mail' ? rules.mailCode : rules.smsCode}>
          <Input
            id={inputId}
            prefix={<SafetyCertificateOutlined aria-hidden="true" />}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={verificationCodeLength}
          />
        </Form.Item>
        {/* Not antd's `loading`: its icon leaves by a CSS transition and stays while that never ends
            (reduced motion, a busy page), so the countdown read "loading Resend (51 s)". */}
        <DebounceButton
          onClick={() => void handleSend()}
          disabled={isCounting || isSending}
          icon={isSending ? <LoadingOutlined /> : undefined}
          aria-busy={isSending}
          className="sms-code-button"
          aria-live="polite"
        >
          {buttonLabel}
        </DebounceButton>
      </Space.Compact>
    </Form.Item>
  );
}

/** Tells whether a rejection is antd's validateFields naming invalid fields (shown beside them). */
function isFormValidationError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}
