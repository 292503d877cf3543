import { z } from 'zod/mini';
import { phoneField } from './accounts.ts';
import { singleLineText } from './text.ts';

/** At most this many delivery addresses per user. */
export const maxAddressesPerUser = 20;

/** Longest text of each address field; the form's inputs use the same limits. */
export const addressLimits = {
  fullName: 30,
  country: 60,
  province: 30,
  city: 30,
  district: 30,
  detail: 200,
} as const;

/**
 * Where an address is, as the form offers it: the Chinese mainland, Hong Kong, Macao and Taiwan pick their province,
 * city and district from a list (china-regions.ts); any other country is typed, its name in `country`.
 */
export const addressRegions = ['mainland', 'hongKong', 'macao', 'taiwan', 'overseas'] as const;
export type AddressRegion = (typeof addressRegions)[number];

/** The province names that place an address in Hong Kong, Macao or Taiwan (the region list's own names). */
export const specialRegionProvinces = {
  hongKong: '香港特别行政区',
  macao: '澳门特别行政区',
  taiwan: '台湾省',
} as const satisfies Partial<Record<AddressRegion, string>>;

/**
 * Names people type for China or one of its regions, compared lower-case without spaces, dots, dashes, apostrophes or
 * brackets. An address there is picked from the region list, never typed as a country of its own (which would skip
 * the list's check): the form and the server refuse such a country.
 */
const chinaCountryNames = new Set([
  ...['中国', '中國', '中华人民共和国', '中華人民共和國', '中国大陆', '中國大陸', '中国内地', '大陆', '内地'],
  ...['china', 'prc', 'prchina', 'peoplesrepublicofchina', 'thepeoplesrepublicofchina', 'cn', 'chn'],
  ...['mainlandchina', 'chinamainland', 'chinesemainland', 'thechinesemainland'],
  ...[
    '香港',
    '中国香港',
    '中國香港',
    '香港特别行政区',
    '香港特別行政區',
    'hongkong',
    'hk',
    'hksar',
    'hongkongsar',
    'hkg',
  ],
  ...[
    '澳门',
    '澳門',
    '中国澳门',
    '中國澳門',
    '澳门特别行政区',
    '澳門特別行政區',
    'macao',
    'macau',
    'mo',
    'macaosar',
    'macausar',
    'mac',
  ],
  ...['台湾', '臺灣', '台灣', '中国台湾', '中國台灣', '台湾省', 'taiwan', 'tw', 'twn', 'chinesetaipei'],
]);

/** True when a typed country names China or one of its regions (its place must then come from the region list). */
export function isChinaCountryName(country: string): boolean {
  const compact = country
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.\-'’()（）,，·]/g, '');
  return chinaCountryNames.has(compact);
}

/**
 * The place fields an address must fill to be shipped to. The district may stay empty: some municipalities
 * have none. Rows saved before these were required may lack them, so orders check stored rows too.
 */
export const requiredAddressFields = ['province', 'city', 'detail'] as const;
export type RequiredAddressField = (typeof requiredAddressFields)[number];

/** A delivery address as GET /api/address/list answers it. */
export const addressSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  /** Empty for an address in China (the mainland, Hong Kong, Macao, Taiwan); else the country's name as typed. */
  country: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** The region of an address: overseas when it names a country, else by its province (the mainland by default). */
export function findAddressRegion(address: Pick<Address, 'country' | 'province'>): AddressRegion {
  if (address.country.trim() !== '') return 'overseas';
  for (const [region, province] of Object.entries(specialRegionProvinces)) {
    if (address.province === province) return region as keyof typeof specialRegionProvinces;
  }
  return 'mainland';
}

/** Lists the required place fields an address leaves blank (after trimming), in form order. */
export function findMissingAddressFields(address: Pick<Address, RequiredAddressField>): RequiredAddressField[] {
  return requiredAddressFields.filter((field) => address[field].trim() === '');
}

/** True when an address has every place field an order needs to ship to it. */
export function isAddressComplete(address: Pick<Address, RequiredAddressField>): boolean {
  return findMissingAddressFields(address).length === 0;
}

const requiredText = (max: number) => singleLineText().check(z.minLength(1), z.maxLength(max));

/**
 * POST /api/address/save: without `id` a new address, with it an update of one's own. The mobile must also be a
 * mainland number (`isMainlandMobile`), which the server checks after normalising it. Without a `country` the address
 * is in China and its province, city and district must be a place of the region list (china-regions.ts), which the
 * server checks too; with one, they are typed freely.
 */
export const saveAddressRequestSchema = z.object({
  id: z.optional(z.uuid()),
  fullName: requiredText(addressLimits.fullName),
  mobile: phoneField,
  country: z._default(singleLineText().check(z.maxLength(addressLimits.country)), ''),
  province: requiredText(addressLimits.province),
  city: requiredText(addressLimits.city),
  district: z._default(singleLineText().check(z.maxLength(addressLimits.district)), ''),
  detail: requiredText(addressLimits.detail),
  isDefault: z._default(z.boolean(), false),
});
export type SaveAddressRequest = z.infer<typeof saveAddressRequestSchema>;

/** POST /api/address/delete. */
export const deleteAddressRequestSchema = z.object({ id: z.uuid() });

/** POST /api/address/save answer. */
export const saveAddressAnswerSchema = z.object({ id: z.string() });
