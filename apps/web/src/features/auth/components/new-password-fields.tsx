import { LockOutlined } from '@ant-design/icons';
import { passwordLimits } from '@boardforge/contracts/accounts.ts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildAccountRules } from '../utils/form-rules.ts';

export type NewPasswordFieldsProps = {
  /** Label of the first field: "Password" when registering, "New Password" when changing or resetting. */
  labelKey?: 'password' | 'newPassword';
};

/** A new password and its repeat (form fields `password` and `confirmPassword`) with the account rules. */
export function NewPasswordFields({ labelKey = 'newPassword' }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const rules = buildAccountRules(t);
  return (
    <>
      <Form.Item label={t(labelKey)} name="password" rules={rules.newPassword} extra={t('passwordHint')}>
        <Input.Password
          prefix={<LockOutlined aria-hidden="true" />}
          autoComplete="new-password"
          maxLength={passwordLimits.max}
        />
      </Form.Item>
      <Form.Item
        label={t('confirmPassword')}
        name="confirmPassword"
        dependencies={['password']}
        rules={rules.confirmPassword}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden="true" />}
          autoComplete="new-password"
          maxLength={passwordLimits.max}
        />
      </Form.Item>
    </>
  );
}
