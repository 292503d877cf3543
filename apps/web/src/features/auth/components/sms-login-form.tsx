import type { UserInfo } from '@boardforge/contracts/auth.ts';
import { composeAccountPhone, defaultPhoneCountry } from '@boardforge/contracts/phone-numbers.ts';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useLogInWithCode } from '../api/log-in-with-code.ts';
import { AccountPhoneField } from './account-phone-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

type FormValues = { phoneCountry: string; mobile: string; code: string; rememberMe: boolean };

export type SmsLoginFormProps = { onLoggedIn: (userInfo: UserInfo) => void | Promise<void> };

/** Mobile login: phone (with its country or region) + SMS code (type login) → GET /api/customer/clientLand. */
export function SmsLoginForm({ onLoggedIn }: SmsLoginFormProps) {
  const { t } = useTranslation('auth');
  const logIn = useLogInWithCode();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    // Enter in a field submits too; one request at a time.
    if (logIn.isPending) return;
    try {
      const userInfo = await logIn.mutateAsync({
        mobile: composeAccountPhone(values.phoneCountry, values.mobile),
        code: values.code.trim(),
        rememberMe: values.rememberMe,
      });
      await onLoggedIn(userInfo);
    } catch (error) {
      applyFieldErrors(form, error);
      form.setFieldValue('code', '');
    }
  };

  return (
    <Form<FormValues>
      form={form}
      name="login-mobile"
      layout="vertical"
      initialValues={{ phoneCountry: defaultPhoneCountry, mobile: '', code: '', rememberMe: true }}
      onFinish={handleFinish}
      size="large"
    >
      <AccountPhoneField name="mobile" idPrefix="login-mobile" />
      <SmsCodeField form={form} purpose="login" phoneField="mobile" idPrefix="login-mobile" />
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>{t('rememberMe')}</Checkbox>
      </Form.Item>
      <SubmitButton type="primary" block loading={logIn.isPending}>
        {logIn.isPending ? t('submitting') : t('submit')}
      </SubmitButton>
    </Form>
  );
}
