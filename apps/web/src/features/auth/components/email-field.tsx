import { MailOutlined } from '@ant-design/icons';
import { emailMaxLength } from '@boardforge/contracts/accounts.ts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildAccountRules } from '../utils/form-rules.ts';

/**
 * The e-mail address of the e-mail login, registration and password reset forms (form field `email`). Logging in, it
 * is the account name the browser fills (`username`); registering and resetting, the address itself.
 */
export function EmailField({ autoComplete = 'email' }: { autoComplete?: 'email' | 'username' }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item label={t('email')} name="email" rules={buildAccountRules(t).email} validateFirst>
      <Input
        prefix={<MailOutlined aria-hidden="true" />}
        type="email"
        autoComplete={autoComplete}
        inputMode="email"
        maxLength={emailMaxLength}
      />
    </Form.Item>
  );
}
