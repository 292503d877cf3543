import { LockOutlined } from '@ant-design/icons';
import { type LoginAnswer, loginRequestSchema } from '@boardforge/contracts/auth.ts';
import { composeAccountPhone, defaultPhoneCountry } from '@boardforge/contracts/phone-numbers.ts';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useLogIn } from '../api/log-in.ts';
import { AccountPhoneField } from './account-phone-field.tsx';

/** The longest password the login request takes. */
const passwordMaxLength = readMaxLength(loginRequestSchema.shape.password);

type FormValues = { phoneCountry: string; username: string; password: string; rememberMe: boolean };

export type PasswordLoginFormProps = {
  loginType: 'client' | 'manage';
  onLoggedIn: (answer: LoginAnswer) => void | Promise<void>;
};

/**
 * Phone + password + remember me → POST /api/user/land; server errors are notified by the request layer. Customers and
 * staff pick the phone's country or region (the Chinese mainland by default), as their accounts take numbers abroad.
 */
export function PasswordLoginForm({ loginType, onLoggedIn }: PasswordLoginFormProps) {
  const { t } = useTranslation('auth');
  const logIn = useLogIn();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    const username = composeAccountPhone(values.phoneCountry, values.username);
    const input = loginRequestSchema.parse({ ...values, username, loginType });
    try {
      const answer = await logIn.mutateAsync(input);
      await onLoggedIn(answer);
    } catch (error) {
      // The request layer already showed the server's message; a 400 also marks the fields it names. The form stays
      // for another try: a password refused unchecked (too many attempts at once) is kept for it, any other cleared.
      if (!(isApiError(error) && error.reason === 'auth.tooManyAtOnce')) form.setFieldValue('password', '');
      applyFieldErrors(form, error);
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
      <AccountPhoneField name="username" idPrefix={`login-${loginType}`} autoComplete="username" />
      <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined aria-hidden="true" />}
          autoComplete="current-password"
          maxLength={passwordMaxLength}
        />
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
