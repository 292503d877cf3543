import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import './filter-bar.css';

/** The row of filters above a back-office list; it wraps on narrow screens. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="erp-filters">{children}</div>;
}

/**
 * One filter and its name. With `htmlFor` (the control's id) the name is its label; a control named by its own
 * aria-label shows the name as plain text beside it.
 */
export function FilterField({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className="erp-filter">
      {htmlFor ? <label htmlFor={htmlFor}>{label}</label> : <span>{label}</span>}
      {children}
    </div>
  );
}

/** A window of China-time days as the list calls take it (`YYYY-MM-DD`); both ends or neither. */
export type DayWindow = { from?: string | undefined; to?: string | undefined };

export type DayWindowFilterProps = {
  /** The ids of the two inputs; label the filter with `htmlFor={ids.start}`. */
  ids: { start: string; end: string };
  value: DayWindow;
  onChange: (value: DayWindow) => void;
  placeholder: [string, string];
};

/** A range picker of whole days that reads and writes a DayWindow. */
export function DayWindowFilter({ ids, value, onChange, placeholder }: DayWindowFilterProps) {
  return (
    <DatePicker.RangePicker
      id={ids}
      value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
      placeholder={placeholder}
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        onChange({ from: start?.format('YYYY-MM-DD'), to: end?.format('YYYY-MM-DD') });
      }}
    />
  );
}
