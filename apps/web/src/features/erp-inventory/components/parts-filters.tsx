import { partCategories } from '@boardforge/contracts/parts.ts';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import type { PartFilters } from '../api/list-parts.ts';
import { partTextLimits } from '../utils/part-form.ts';

/** The filters of the Parts tab, without the page. */
export type PartFilterValues = Omit<PartFilters, 'pageNum' | 'pageSize'>;

export type PartsFiltersProps = {
  values: PartFilterValues;
  onChange: (values: PartFilterValues) => void;
};

const textFilters = ['mpn', 'value', 'package'] as const;

/**
 * MPN prefix, value, package and category. The texts apply on Search (or Enter), the category at once; "All" is an
 * option of the select rather than a placeholder (antd's placeholder grey fails the contrast check).
 */
export function PartsFiltersBar({ values, onChange }: PartsFiltersProps) {
  const { t } = useTranslation('inventory');
  const [texts, setTexts] = useState({
    mpn: values.mpn ?? '',
    value: values.value ?? '',
    package: values.package ?? '',
  });
  const apply = (patch: Partial<PartFilterValues> = {}) =>
    onChange({
      ...values,
      mpn: texts.mpn.trim() || undefined,
      value: texts.value.trim() || undefined,
      package: texts.package.trim() || undefined,
      ...patch,
    });

  return (
    <FilterBar>
      {textFilters.map((name) => (
        <FilterField key={name} label={t(`filters.${name}`)} htmlFor={`parts-${name}`}>
          <Input
            id={`parts-${name}`}
            allowClear
            value={texts[name]}
            maxLength={partTextLimits[name]}
            onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
            onPressEnter={() => apply()}
            style={{ width: 160 }}
          />
        </FilterField>
      ))}
      <FilterField label={t('filters.category')} htmlFor="parts-category">
        <Select
          id="parts-category"
          value={values.category ?? ''}
          onChange={(category: PartFilterValues['category'] | '') => apply({ category: category || undefined })}
          options={[
            { value: '', label: t('filters.all') },
            ...partCategories.map((category) => ({ value: category, label: t(`categories.${category}`) })),
          ]}
          style={{ minWidth: 160 }}
        />
      </FilterField>
      <Button type="primary" onClick={() => apply()}>
        {t('filters.search')}
      </Button>
    </FilterBar>
  );
}
