import { registerByEmailRequestSchema } from '@boardforge/contracts/accounts.ts';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import type { RegisterAnswer } from '../api/register.ts';
import { useRegisterByEmail } from '../api/register-by-email.ts';
import { ConsentField } from './consent-field.tsx';
import { EmailField } from './email-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type FormValues = {
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
  acceptTerms: boolean;
  rememberMe: boolean;
};

export type EmailRegisterFormProps = { onRegistered: (answer: RegisterAnswer) => void | Promise<void> };

/** E-mail, password twice, a mail code and consent → POST /api/customer/saveuserByEmail (logs in). */
export function EmailRegisterForm({ onRegistered }: EmailRegisterFormProps) {
  const { t } = useTranslation('auth');
  const register = useRegisterByEmail();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    // Enter in a field submits too; one request at a time.
    if (register.isPending) return;
    const input = registerByEmailRequestSchema.parse({ ...values, email: values.email.trim() });
    try {
      await onRegistered(await register.mutateAsync(input));
    } catch (error) {
      // The request layer notified the message; the fields it names show it too.
      applyFieldErrors(form, error);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      name="register-email"
      layout="vertical"
      initialValues={{ email: '', password: '', confirmPassword: '', code: '', acceptTerms: false, rememberMe: false }}
      onFinish={handleFinish}
      size="large"
    >
      <EmailField />
      <NewPasswordFields labelKey="password" />
      <SmsCodeField form={form} purpose="register" phoneField="email" channel="mail" idPrefix="register-email" />
      <ConsentField />
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>{t('rememberMe')}</Checkbox>
      </Form.Item>
      <SubmitButton type="primary" block loading={register.isPending}>
        {register.isPending ? t('registering') : t('registerSubmit')}
      </SubmitButton>
    </Form>
  );
}
