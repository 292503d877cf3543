import { type LedgerKind, ledgerKinds } from '@boardforge/contracts/ledger.ts';
import { type PaymentChannel, paymentChannels } from '@boardforge/contracts/payments.ts';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DayWindowFilter, FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import type { LedgerFilters } from '../api/list-ledger.ts';

/** The filters of the ledger tab, without the page. */
export type LedgerFilterValues = Omit<LedgerFilters, 'pageNum' | 'pageSize'>;

export type LedgerFiltersProps = {
  values: LedgerFilterValues;
  onChange: (values: LedgerFilterValues) => void;
};

/**
 * Kind, channel, a window of ledger dates (China-time days) and a keyword (order no., customer phone or name). "All" is
 * an option of the selects rather than a placeholder: antd's placeholder grey fails the contrast check.
 */
export function LedgerFiltersBar({ values, onChange }: LedgerFiltersProps) {
  const { t } = useTranslation('ledger');
  const change = (patch: Partial<LedgerFilterValues>) => onChange({ ...values, ...patch });
  return (
    <FilterBar>
      <FilterField label={t('filters.kind')} htmlFor="ledger-kind">
        <Select
          id="ledger-kind"
          value={values.kind ?? ''}
          onChange={(kind: LedgerKind | '') => change({ kind: kind || undefined })}
          options={[
            { value: '', label: t('filters.all') },
            ...ledgerKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
          ]}
          style={{ minWidth: 180 }}
        />
      </FilterField>
      <FilterField label={t('filters.channel')} htmlFor="ledger-channel">
        <Select
          id="ledger-channel"
          value={values.channel ?? ''}
          onChange={(channel: PaymentChannel | '') => change({ channel: channel || undefined })}
          options={[
            { value: '', label: t('filters.all') },
            ...paymentChannels.map((channel) => ({ value: channel, label: t(`channels.${channel}`) })),
          ]}
          style={{ minWidth: 160 }}
        />
      </FilterField>
      <FilterField label={t('filters.range')} htmlFor="ledger-range-start">
        <DayWindowFilter
          ids={{ start: 'ledger-range-start', end: 'ledger-range-end' }}
          value={values}
          placeholder={[t('filters.rangeStart'), t('filters.rangeEnd')]}
          onChange={change}
        />
      </FilterField>
      <FilterField label={t('filters.keyword')} htmlFor="ledger-keyword">
        <Input.Search
          id="ledger-keyword"
          allowClear
          defaultValue={values.keyword}
          placeholder={t('filters.keywordPlaceholder')}
          enterButton={t('filters.search')}
          onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
        />
      </FilterField>
    </FilterBar>
  );
}
