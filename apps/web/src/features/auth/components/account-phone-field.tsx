import { MobileOutlined } from '@ant-design/icons';
import { phoneMaxLength } from '@boardforge/contracts/accounts.ts';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildAccountPhoneRules, phoneCountryField } from '../utils/account-phone-rules.ts';
import { PhoneCountrySelect } from './phone-country-select.tsx';

export type AccountPhoneFieldProps = {
  /** Name of the form's phone field (the picked region is the form's `phoneCountry`). */
  name: string;
  /** Part of the ids, unique on the page. */
  idPrefix: string;
  /** `username` on a login with password (password managers pair it with the password). */
  autoComplete?: 'tel' | 'username';
};

/**
 * An account phone: the calling-code picker and the number, checked together as the server checks them (a mainland
 * mobile, or a valid number of the picked country or region). `composeAccountPhone` turns the two into what is sent.
 */
export function AccountPhoneField({ name, idPrefix, autoComplete = 'tel' }: AccountPhoneFieldProps) {
  const { t } = useTranslation('auth');
  const inputId = `${idPrefix}-${name}`;
  return (
    <Form.Item label={t('phone')} required htmlFor={inputId}>
      <Space.Compact block>
        <Form.Item name={phoneCountryField} noStyle>
          <PhoneCountrySelect id={`${idPrefix}-${phoneCountryField}`} />
        </Form.Item>
        <Form.Item name={name} noStyle rules={buildAccountPhoneRules(t)} dependencies={[phoneCountryField]}>
          <Input
            id={inputId}
            prefix={<MobileOutlined aria-hidden="true" />}
            autoComplete={autoComplete}
            inputMode="tel"
            maxLength={phoneMaxLength}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
