import { resetPasswordRequestSchema } from '@boardforge/contracts/accounts.ts';
import { composeAccountPhone, defaultPhoneCountry } from '@boardforge/contracts/phone-numbers.ts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AccountPhoneField } from './account-phone-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type FormValues = { phoneCountry: string; phone: string; code: string; password: string; confirmPassword: string };

export type ResetPasswordFormProps = { onReset: () => void | Promise<void> };

/**
 * Forgotten password: phone (with its country or region) + SMS code (type reset) + new password twice →
 * POST /api/user/resetPassword.
 */
export function ResetPasswordForm({ onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    // Enter in a field submits too; one request at a time.
    if (reset.isPending) return;
    const input = resetPasswordRequestSchema.parse({
      ...values,
      phone: composeAccountPhone(values.phoneCountry, values.phone),
    });
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
      initialValues={{ phoneCountry: defaultPhoneCountry, phone: '', code: '', password: '', confirmPassword: '' }}
      onFinish={handleFinish}
      size="large"
    >
      <AccountPhoneField name="phone" idPrefix="reset" />
      <SmsCodeField form={form} purpose="reset" phoneField="phone" idPrefix="reset" />
      <NewPasswordFields />
      <SubmitButton type="primary" block loading={reset.isPending}>
        {reset.isPending ? t('submittingForm') : t('resetSubmit')}
      </SubmitButton>
    </Form>
  );
}
