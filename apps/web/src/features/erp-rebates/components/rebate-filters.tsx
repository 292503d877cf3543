import { rebateLimits } from '@boardforge/contracts/rebates.ts';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import type { RebateListFilters } from '../api/list-rebate-entries.ts';

/** The filters of the Totals and Ledger tabs, without the page. */
export type RebateFilterValues = Omit<RebateListFilters, 'pageNum' | 'pageSize'>;

/** A period (YYYY-MM or YYYY-Qn) and a keyword on the customer's or supplier's name or contact. */
export function RebateFiltersBar({
  idPrefix,
  values,
  onChange,
}: {
  idPrefix: string;
  values: RebateFilterValues;
  onChange: (values: RebateFilterValues) => void;
}) {
  const { t } = useTranslation('rebates');
  return (
    <FilterBar>
      <FilterField label={t('filters.period')} htmlFor={`${idPrefix}-period`}>
        <Input.Search
          id={`${idPrefix}-period`}
          allowClear
          defaultValue={values.period}
          placeholder={t('filters.periodPlaceholder')}
          enterButton={t('filters.apply')}
          maxLength={rebateLimits.period}
          onSearch={(period) => onChange({ ...values, period: period.trim() || undefined })}
        />
      </FilterField>
      <FilterField label={t('filters.keyword')} htmlFor={`${idPrefix}-keyword`}>
        <Input.Search
          id={`${idPrefix}-keyword`}
          allowClear
          defaultValue={values.keyword}
          enterButton={t('filters.search')}
          onSearch={(keyword) => onChange({ ...values, keyword: keyword.trim() || undefined })}
        />
      </FilterField>
    </FilterBar>
  );
}
