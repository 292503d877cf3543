import {
  type AddressRegion,
  addressLimits,
  addressRegions,
  isChinaCountryName,
} from '@boardforge/contracts/addresses.ts';
import { Button, Cascader, Col, Form, Input, Select, Space, Spin } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { loadChinaPlaces, useChinaPlaces } from './use-china-places.ts';
import './address-place-fields.css';

/** The form values of where an address is: a region, then the picked place (China) or typed fields (elsewhere). */
export type AddressPlaceValues = {
  region: AddressRegion;
  /** Province, city and district picked from the list (the four regions of China). */
  place: string[];
  /** Typed for an address outside China. */
  country: string;
  province: string;
  city: string;
  district: string;
};

/** The typed fields a change of region empties. */
export const emptyPlaceValues: Omit<AddressPlaceValues, 'region'> = {
  place: [],
  country: '',
  province: '',
  city: '',
  district: '',
};

/**
 * Where the address is: first the country or region; in China the province, city and district are chosen (or found by
 * name) in a picker of the region list, loaded when the form first shows; elsewhere they are typed with the country's
 * name. The list's names are Chinese in both languages: they are what the parcel's label says.
 */
export function AddressPlaceFields() {
  const { t } = useTranslation('addresses');
  const form = Form.useFormInstance<AddressPlaceValues>();
  const region: AddressRegion = Form.useWatch('region', form) ?? 'mainland';
  const { places, isError, retry } = useChinaPlaces();

  const requiredRule = (message: string): Rule => ({ required: true, whitespace: true, message });
  // China and its regions are chosen above and their place picked from the list, never typed as a country.
  const countryRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (value && isChinaCountryName(value)) throw new Error(t('countryIsChina'));
    },
  };
  const placeRule: Rule = {
    validator: async (_rule, path: string[] | undefined) => {
      // The region as stored now: a dialog opening on another address validates before the watch re-renders.
      const storedRegion: AddressRegion = form.getFieldValue('region') ?? 'mainland';
      if (storedRegion === 'overseas') return;
      if (!path || path.length < 2) throw new Error(t('placeRequired'));
      const loaded = await loadChinaPlaces();
      if (!loaded.isKnownPlace(storedRegion, path)) throw new Error(t('placeUnknown'));
    },
  };

  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item label={t('region')} name="region">
          <Select
            options={addressRegions.map((value) => ({ value, label: t(`regions.${value}`) }))}
            onChange={() => form.setFieldsValue(emptyPlaceValues)}
          />
        </Form.Item>
      </Col>
      {region === 'overseas' ? (
        <>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('countryName')}
              name="country"
              rules={[requiredRule(t('countryRequired')), countryRule]}
            >
              <Input maxLength={addressLimits.country} autoComplete="country-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('overseasProvince')} name="province" rules={[requiredRule(t('provinceRequired'))]}>
              <Input maxLength={addressLimits.province} autoComplete="address-level1" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('city')} name="city" rules={[requiredRule(t('cityRequired'))]}>
              <Input maxLength={addressLimits.city} autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('district')} name="district">
              <Input maxLength={addressLimits.district} autoComplete="address-level3" />
            </Form.Item>
          </Col>
        </>
      ) : (
        <Col xs={24} sm={12}>
          <Form.Item
            label={t('place')}
            name="place"
            required
            rules={[placeRule]}
            extra={
              isError ? (
                <Space size={4}>
                  {t('placesLoadFailed')}
                  <Button type="link" size="small" onClick={retry}>
                    {t('retry')}
                  </Button>
                </Space>
              ) : undefined
            }
          >
            <Cascader
              options={places?.placeOptions[region] ?? []}
              showSearch
              classNames={{ popup: { root: 'address-place-popup' } }}
              placeholder={t('placePlaceholder')}
              notFoundContent={places ? undefined : <Spin size="small" aria-label={t('placesLoading')} />}
            />
          </Form.Item>
        </Col>
      )}
    </>
  );
}
