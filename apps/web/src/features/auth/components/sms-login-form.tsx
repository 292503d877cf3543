import { MobileOutlined } from '@ant-design/icons';
import type { UserInfo } from '@boardforge/contracts/auth.ts';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useLogInWithCode } from '../api/log-in-with-code.ts';
import { buildAccountRules } from '../utils/form-rules.ts';
import { normalizeMobileInput } from '../utils/normalize.ts';
import { SmsCodeField } from './sms-code-field.tsx';

type FormValues = { mobile: string; code: string; rememberMe: boolean };

export type SmsLoginFormProps = { onLoggedIn: (userInfo: UserInfo) => void | Promise<void> };

/** Mobile login: phone + SMS code (type login) → GET /api/customer/clientLand. */
export function SmsLoginForm({ onLoggedIn }: SmsLoginFormProps) {
  const { t } = useTranslation('auth');
  const rules = buildAccountRules(t);
  const logIn = useLogInWithCode();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    // Enter in a field submits too; one request at a time.
    if (logIn.isPending) return;
    try {
      const userInfo = await logIn.mutateAsync({
        mobile: normalizeMobileInput(values.mobile),
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
      initialValues={{ mobile: '', code: '', rememberMe: true }}
      onFinish={handleFinish}
      size="large"
    >
      <Form.Item label={t('phone')} name="mobile" rules={rules.phone}>
        <Input prefix={<MobileOutlined aria-hidden="true" />} autoComplete="tel" inputMode="tel" maxLength={16} />
      </Form.Item>
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
