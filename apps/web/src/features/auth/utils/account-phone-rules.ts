import { composeAccountPhone, defaultPhoneCountry, isAccountPhone } from '@boardforge/contracts/phone-numbers.ts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { AccountRuleKey } from './account-rules.ts';

// Apart from account-rules.ts: only the forms with an account phone load the numbering plans (change password does not).

/** The form field of the calling-code picker beside an account phone. */
export const phoneCountryField = 'phoneCountry';

/**
 * An account phone with the region picked beside it: required; a mainland mobile (1[3-9] + 9 digits) or a valid
 * number of the picked country or region, as the server checks the number the form sends.
 */
export function checkAccountPhone(country: string | undefined, value: string | undefined): AccountRuleKey | null {
  if (!value?.trim()) return 'phoneRequired';
  return isAccountPhone(composeAccountPhone(country ?? defaultPhoneCountry, value)) ? null : 'phoneInvalid';
}

/** The antd rule of an account phone, checked with the region of the form's `phoneCountry` picker. */
export function buildAccountPhoneRules(t: TFunction<'auth'>): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      required: true,
      validator: (_rule, value: string | undefined) => {
        const key = checkAccountPhone(getFieldValue(phoneCountryField) as string | undefined, value);
        return key ? Promise.reject(new Error(t(`rules.${key}`))) : Promise.resolve();
      },
    }),
  ];
}
