import { resetPasswordByEmailRequestSchema } from '@boardforge/contracts/accounts.ts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useResetPasswordByEmail } from '../api/reset-password-by-email.ts';
import { EmailField } from './email-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type FormValues = { email: string; code: string; password: string; confirmPassword: string };

export type EmailResetPasswordFormProps = { onReset: () => void | Promise<void> };

/**
 * Forgotten password of an account registered by e-mail: the address + a mailed code (type reset) + the new
 * password twice → POST /api/user/resetPasswordByEmail.
 */
export function EmailResetPasswordForm({ onReset }: EmailResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const reset = useResetPasswordByEmail();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    // Enter in a field submits too; one request at a time.
    if (reset.isPending) return;
    const input = resetPasswordByEmailRequestSchema.parse({ ...values, email: values.email.trim() });
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
      name="reset-password-email"
      layout="vertical"
      initialValues={{ email: '', code: '', password: '', confirmPassword: '' }}
      onFinish={handleFinish}
      size="large"
    >
      <EmailField />
      <SmsCodeField form={form} purpose="reset" phoneField="email" channel="mail" idPrefix="reset-email" />
      <NewPasswordFields />
      <SubmitButton type="primary" block loading={reset.isPending}>
        {reset.isPending ? t('submittingForm') : t('resetSubmit')}
      </SubmitButton>
    </Form>
  );
}
