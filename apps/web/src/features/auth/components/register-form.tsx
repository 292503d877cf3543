import { registerRequestSchema } from '@boardforge/contracts/accounts.ts';
import { composeAccountPhone, defaultPhoneCountry } from '@boardforge/contracts/phone-numbers.ts';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { type RegisterAnswer, useRegister } from '../api/register.ts';
import { buildAccountRules } from '../utils/form-rules.ts';
import { AccountPhoneField } from './account-phone-field.tsx';
import { ConsentField } from './consent-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

/** The longest QQ number registration takes. */
const qqMaxLength = readMaxLength(registerRequestSchema.shape.qq);

type FormValues = {
  phoneCountry: string;
  phone: string;
  qq: string;
  password: string;
  confirmPassword: string;
  code: string;
  acceptTerms: boolean;
  rememberMe: boolean;
};

export type RegisterFormProps = { onRegistered: (answer: RegisterAnswer) => void | Promise<void> };

/**
 * Phone (with its country or region), QQ, password twice, an SMS code and consent → POST /api/customer/saveuser
 * (logs the new customer in).
 */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const rules = buildAccountRules(t);
  const register = useRegister();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    // Enter in a field submits too; one request at a time.
    if (register.isPending) return;
    const input = registerRequestSchema.parse({
      ...values,
      phone: composeAccountPhone(values.phoneCountry, values.phone),
    });
    try {
      const answer = await register.mutateAsync(input);
      await onRegistered(answer);
    } catch (error) {
      // The request layer notified the message; the fields it names show it too.
      applyFieldErrors(form, error);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      name="register"
      layout="vertical"
      initialValues={{
        phoneCountry: defaultPhoneCountry,
        phone: '',
        qq: '',
        password: '',
        confirmPassword: '',
        code: '',
        acceptTerms: false,
        rememberMe: false,
      }}
      onFinish={handleFinish}
      size="large"
    >
      <AccountPhoneField name="phone" idPrefix="register" />
      <Form.Item label={t('qq')} name="qq" rules={rules.qq} extra={t('qqHint')}>
        <Input inputMode="numeric" maxLength={qqMaxLength} />
      </Form.Item>
      <NewPasswordFields labelKey="password" />
      <SmsCodeField form={form} purpose="register" phoneField="phone" idPrefix="register" />
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
