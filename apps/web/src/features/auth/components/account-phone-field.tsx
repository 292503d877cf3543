import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/phone-field.tsx';
import { buildAccountPhoneRules, phoneCountryField } from '../utils/account-phone-rules.ts';

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
  return (
    <PhoneField
      name={name}
      countryField={phoneCountryField}
      label={t('phone')}
      rules={buildAccountPhoneRules(t)}
      idPrefix={idPrefix}
      autoComplete={autoComplete}
      prefix={<MobileOutlined aria-hidden="true" />}
    />
  );
}
