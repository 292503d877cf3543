import { listPhoneCountries } from '@boardforge/contracts/phone-numbers.ts';

/** Regions whose name the catalogue gives (auth `phoneCountry.names.*`) instead of the browser's region names. */
export const namedPhoneRegions = ['CN', 'HK', 'MO', 'TW'] as const;
export type NamedPhoneRegion = (typeof namedPhoneRegions)[number];

/** An entry of the calling-code picker. */
export type PhoneCountryOption = {
  /** ISO 3166-1 alpha-2 code, the form's value. */
  value: string;
  /** "Germany +49", as the list shows it. */
  label: string;
  callingCode: string;
  /** What a search matches: the name, the region code and the calling code, lower-cased. */
  searchText: string;
};

function isNamedRegion(country: string): country is NamedPhoneRegion {
  return (namedPhoneRegions as readonly string[]).includes(country);
}

/**
 * The picker's entries in a language: the Chinese mainland first, then every other country or region by its name
 * (the browser's region names, `Intl.DisplayNames`, except the regions the catalogue names).
 */
export function buildPhoneCountryOptions(
  language: string,
  nameOfRegion: (region: NamedPhoneRegion) => string,
): PhoneCountryOption[] {
  const displayNames = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  const [first, ...others] = listPhoneCountries().map(({ country, callingCode }) => {
    const name = isNamedRegion(country) ? nameOfRegion(country) : (displayNames.of(country) ?? country);
    return {
      value: country,
      label: `${name} +${callingCode}`,
      callingCode,
      searchText: `${name} ${country} +${callingCode}`.toLowerCase(),
    };
  });
  const sorted = others.sort((a, b) => collator.compare(a.label, b.label));
  return first ? [first, ...sorted] : sorted;
}
