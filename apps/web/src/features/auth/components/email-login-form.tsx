import { LockOutlined } from '@ant-design/icons';
import { type LoginAnswer, loginRequestSchema } from '@boardforge/contracts/auth.ts';
import { Checkbox, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useLogIn } from '../api/log-in.ts';
import { useLogInWithEmailCode } from '../api/log-in-with-email-code.ts';
import { EmailField } from './email-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

/** The longest password the login request takes. */
const passwordMaxLength = readMaxLength(loginRequestSchema.shape.password);

type FormValues = { email: string; password: string; code: string; rememberMe: boolean };
type Method = 'password' | 'code';

export type EmailLoginFormProps = { onLoggedIn: (answer: LoginAnswer) => void | Promise<void> };

/**
 * Customer login by e-mail: with the password (POST /api/user/land, the address as username) or with
 * a mail code (POST /api/customer/emailLand).
 */
export function EmailLoginForm({ onLoggedIn }: EmailLoginFormProps) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<Method>('password');
  const logIn = useLogIn();
  const logInWithCode = useLogInWithEmailCode();
  const isPending = logIn.isPending || logInWithCode.isPending;
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    // Enter in a field submits too; one request at a time.
    if (isPending) return;
    const email = values.email.trim();
    try {
      const answer =
        method === 'password'
          ? await logIn.mutateAsync({
              username: email,
              password: values.password,
              rememberMe: values.rememberMe,
              loginType: 'client',
            })
          : await logInWithCode.mutateAsync({ email, code: values.code.trim(), rememberMe: values.rememberMe });
      await onLoggedIn(answer);
    } catch (error) {
      // The request layer already showed the server's message; the form stays for another try.
      applyFieldErrors(form, error);
      form.setFieldValue(method === 'password' ? 'password' : 'code', '');
    }
  };

  return (
    <Form<FormValues>
      form={form}
      name="login-email"
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: '', password: '', code: '', rememberMe: true }}
      onFinish={handleFinish}
      size="large"
    >
      <EmailField autoComplete="username" />
      <Form.Item label={t('emailLogin.method')}>
        <Radio.Group
          value={method}
          onChange={(event) => setMethod(event.target.value as Method)}
          optionType="button"
          options={[
            { value: 'password', label: t('emailLogin.withPassword') },
            { value: 'code', label: t('emailLogin.withCode') },
          ]}
        />
      </Form.Item>
      {method === 'password' ? (
        <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
          <Input.Password
            prefix={<LockOutlined aria-hidden="true" />}
            autoComplete="current-password"
            maxLength={passwordMaxLength}
          />
        </Form.Item>
      ) : (
        <SmsCodeField form={form} purpose="login" phoneField="email" channel="mail" idPrefix="login-email" />
      )}
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>{t('rememberMe')}</Checkbox>
      </Form.Item>
      <SubmitButton type="primary" block loading={isPending}>
        {isPending ? t('submitting') : t('submit')}
      </SubmitButton>
    </Form>
  );
}
