import { type AbcDimension, abcDimensions } from '@boardforge/contracts/performance.ts';
import { DatePicker, Radio } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { buildDefaultRange, type ReportRange, readReportToday, toReportRange } from '../utils/report-range.ts';

export type PerformanceControlsProps = {
  /** Without a dimension (the sales tab) only the window is shown. */
  dimension?: AbcDimension;
  range: ReportRange;
  onDimensionChange?: (dimension: AbcDimension) => void;
  onRangeChange: (range: ReportRange) => void;
};

/** The dimension switch (customers / products) and the payment-date window with a few presets. */
export function PerformanceControls({ dimension, range, onDimensionChange, onRangeChange }: PerformanceControlsProps) {
  const { t } = useTranslation('performance');
  const today = readReportToday(new Date());
  const last12Months = buildDefaultRange(today);
  return (
    <div className="performance-controls">
      {dimension ? (
        <fieldset className="performance-control">
          <legend>{t('controls.dimension')}</legend>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={dimension}
            onChange={(event) => onDimensionChange?.(event.target.value as AbcDimension)}
            options={abcDimensions.map((value) => ({ value, label: t(`controls.${value}`) }))}
          />
        </fieldset>
      ) : null}
      <div className="performance-control">
        <label htmlFor="performance-range-start">{t('controls.range')}</label>
        <DatePicker.RangePicker
          id={{ start: 'performance-range-start', end: 'performance-range-end' }}
          value={[dayjs(range.from), dayjs(range.to)]}
          allowClear={false}
          placeholder={[t('controls.rangeStart'), t('controls.rangeEnd')]}
          presets={[
            { label: t('controls.last12Months'), value: [dayjs(last12Months.from), dayjs(last12Months.to)] },
            { label: t('controls.thisYear'), value: [today.startOf('year'), today] },
            { label: t('controls.last3Years'), value: [today.subtract(3, 'year').add(1, 'day'), today] },
          ]}
          onChange={(dates) => {
            const [start, end] = dates ?? [];
            if (start && end) onRangeChange(toReportRange(start, end));
          }}
        />
      </div>
    </div>
  );
}
