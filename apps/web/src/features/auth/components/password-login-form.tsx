import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { type LoginAnswer, loginRequestSchema } from '@boardforge/contracts/auth.ts';
import { composeAccountPhone, defaultPhoneCountry } from '@boardforge/contracts/phone-numbers.ts';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogIn } from '../api/log-in.ts';
import { AccountPhoneField } from './account-phone-field.tsx';

/** Staff log in with a mainland mobile number, optionally with +86 (docs/api.md). */
const mobilePattern = /^(\+86)?1[3-9]\d{9}$/;

type FormValues = { phoneCountry: string; username: string; password: string; rememberMe: boolean };

export type PasswordLoginFormProps = {
  loginType: 'client' | 'manage';
  onLoggedIn: (answer: LoginAnswer) => void | Promise<void>;
};

/**
 * Phone + password + remember me → POST /api/user/land; server errors are notified by the request layer. A customer
 * picks the phone's country or region (the Chinese mainland by default); staff phones are mainland numbers.
 */
export function PasswordLoginForm({ loginType, onLoggedIn }: PasswordLoginFormProps) {
  const { t } = useTranslation('auth');
  const logIn = useLogIn();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    const username =
      loginType === 'client' ? composeAccountPhone(values.phoneCountry, values.username) : values.username;
    const input = loginRequestSchema.parse({ ...values, username, loginType });
    try {
      const answer = await logIn.mutateAsync(input);
      await onLoggedIn(answer);
    } catch {
      // The request layer already showed the server's message; the form stays for another try.
      form.setFieldValue('password', '');
    }
  };

  return (
    <Form<FormValues>
      form={form}
      name={`login-${loginType}`}
      layout="vertical"
      requiredMark={false}
      initialValues={{ phoneCountry: defaultPhoneCountry, username: '', password: '', rememberMe: true }}
      onFinish={handleFinish}
      disabled={logIn.isPending}
      size="large"
    >
      {loginType === 'client' ? (
        <AccountPhoneField name="username" idPrefix={`login-${loginType}`} autoComplete="username" />
      ) : (
        <Form.Item
          label={t('phone')}
          name="username"
          rules={[
            { required: true, message: t('phoneRequired') },
            { pattern: mobilePattern, message: t('phoneInvalid') },
          ]}
        >
          <Input
            prefix={<MobileOutlined aria-hidden="true" />}
            autoComplete="username"
            inputMode="tel"
            maxLength={16}
          />
        </Form.Item>
      )}
      <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined aria-hidden="true" />} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>{t('rememberMe')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={logIn.isPending} disabled={false}>
        {logIn.isPending ? t('submitting') : t('submit')}
      </Button>
    </Form>
  );
}
