import { phoneMaxLength } from '@boardforge/contracts/accounts.ts';
import { composeAccountPhone, defaultPhoneCountry, isAccountPhone } from '@boardforge/contracts/phone-numbers.ts';
import { Form, type FormRule, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { PhoneCountrySelect } from './phone-country-select.tsx';

/**
 * The rule of a phone with a country or region picked beside it: required; a mainland mobile (1[3-9] + 9 digits) or
 * a valid number of the picked country or region, as the server checks what `composeAccountPhone` sends.
 */
export function buildPhoneRules(messages: { countryField: string; required: string; invalid: string }): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      required: true,
      validator: (_rule, value: string | undefined) => {
        if (!value?.trim()) return Promise.reject(new Error(messages.required));
        const country = (getFieldValue(messages.countryField) as string | undefined) ?? defaultPhoneCountry;
        return isAccountPhone(composeAccountPhone(country, value))
          ? Promise.resolve()
          : Promise.reject(new Error(messages.invalid));
      },
    }),
  ];
}

export type PhoneFieldProps = {
  /** The form's phone field. */
  name: string;
  /** The form's field of the picked country or region (ISO 3166-1 alpha-2). */
  countryField: string;
  label: ReactNode;
  /** The picker's accessible name where the form has another "Country or region" field (the address's). */
  countryLabel?: string;
  rules: FormRule[];
  /** Part of the ids, unique on the page. */
  idPrefix: string;
  autoComplete?: string;
  extra?: ReactNode;
  /** Shown inside the input before the number (the account forms' phone icon). */
  prefix?: ReactNode;
};

/**
 * A phone number with its country or region: the calling-code picker (the Chinese mainland first and the default)
 * and the number, checked together. Account phones, delivery mobiles, order contacts and staff phones all use it;
 * `composeAccountPhone(country, number)` gives what is sent.
 */
export function PhoneField({
  name,
  countryField,
  label,
  countryLabel,
  rules,
  idPrefix,
  autoComplete = 'tel',
  extra,
  prefix,
}: PhoneFieldProps) {
  const inputId = `${idPrefix}-${name}`;
  return (
    <Form.Item label={label} required htmlFor={inputId} extra={extra}>
      <Space.Compact block>
        <Form.Item name={countryField} noStyle>
          <PhoneCountrySelect id={`${idPrefix}-${countryField}`} ariaLabel={countryLabel} />
        </Form.Item>
        <Form.Item name={name} noStyle rules={rules} dependencies={[countryField]}>
          <Input id={inputId} prefix={prefix} autoComplete={autoComplete} inputMode="tel" maxLength={phoneMaxLength} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
