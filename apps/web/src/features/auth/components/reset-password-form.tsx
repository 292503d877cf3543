import { MobileOutlined } from '@ant-design/icons';
import { resetPasswordRequestSchema } from '@boardforge/contracts/accounts.ts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { buildAccountRules } from '../utils/form-rules.ts';
import { normalizeMobileInput } from '../utils/normalize.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type FormValues = { phone: string; code: string; password: string; confirmPassword: string };

export type ResetPasswordFormProps = { onReset: () => void | Promise<void> };

/** Forgotten password: phone + SMS code (type reset) + new password twice → POST /api/user/resetPassword. */
export function ResetPasswordForm({ onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const rules = buildAccountRules(t);
  const reset = useResetPassword();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    // Enter in a field submits too; one request at a time.
    if (reset.isPending) return;
    const input = resetPasswordRequestSchema.parse({ ...values, phone: normalizeMobileInput(values.phone) });
    try {
      await reset.mutateAsync(input);
      await onReset();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      name="reset-password"
      layout="vertical"
      initialValues={{ phone: '', code: '', password: '', confirmPassword: '' }}
      onFinish={handleFinish}
      size="large"
    >
      <Form.Item label={t('phone')} name="phone" rules={rules.phone}>
        <Input prefix={<MobileOutlined aria-hidden="true" />} autoComplete="tel" inputMode="tel" maxLength={16} />
      </Form.Item>
      <SmsCodeField form={form} purpose="reset" phoneField="phone" idPrefix="reset" />
      <NewPasswordFields />
      <SubmitButton type="primary" block loading={reset.isPending}>
        {reset.isPending ? t('submittingForm') : t('resetSubmit')}
      </SubmitButton>
    </Form>
  );
}
