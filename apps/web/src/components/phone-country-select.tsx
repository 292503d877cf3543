import { defaultPhoneCountry } from '@boardforge/contracts/phone-numbers.ts';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPhoneCountryOptions, type PhoneCountryOption } from './phone-countries.ts';

export type PhoneCountrySelectProps = {
  id?: string;
  /** The picker's accessible name, when "Country or region" alone would be ambiguous on the form. */
  ariaLabel?: string;
  /** The picked region (ISO 3166-1 alpha-2); a Form.Item passes it. */
  value?: string;
  onChange?: (country: string) => void;
};

/**
 * The calling-code picker beside a phone input: every country or region with its code, searchable by name, region
 * code or calling code; the Chinese mainland (+86) first and the default. Shows the picked code (+49).
 */
export function PhoneCountrySelect({ id, ariaLabel, value = defaultPhoneCountry, onChange }: PhoneCountrySelectProps) {
  const { t, i18n } = useTranslation('auth');
  const language = i18n.language;
  const options = useMemo(
    () => buildPhoneCountryOptions(language, (region) => t(`phoneCountry.names.${region}`)),
    [language, t],
  );
  const codeOf = useMemo(() => new Map(options.map((option) => [option.value, option.callingCode])), [options]);

  return (
    <Select<string, PhoneCountryOption>
      id={id}
      aria-label={ariaLabel ?? t('phoneCountry.label')}
      className="phone-country-select"
      value={value}
      onChange={(country) => onChange?.(country)}
      options={options}
      // Names that start with the words typed come first ("ger": Germany before Algeria), each group by name.
      showSearch={{
        optionFilterProp: 'searchText',
        filterSort: (a, b, { searchValue }) => rankMatch(a, searchValue) - rankMatch(b, searchValue),
      }}
      labelRender={(selected) => `+${codeOf.get(String(selected.value)) ?? ''}`}
      notFoundContent={t('phoneCountry.notFound')}
      popupMatchSelectWidth={300}
      // A fixed width: the number beside it takes the rest of the line.
      style={{ flex: 'none', width: 112 }}
    />
  );
}

/** 0 when the entry's name starts with the search, else 1. */
function rankMatch(option: PhoneCountryOption, searchValue: string): number {
  return option.label.toLowerCase().startsWith(searchValue.trim().toLowerCase()) ? 0 : 1;
}
