import type { StatusCount } from '@boardforge/contracts/erp-orders.ts';
import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { nameStatus } from '../../../lib/order-status.ts';

export type StatusCountTagsProps = {
  /** The server's counts by status (statuses without orders are absent). */
  counts: readonly StatusCount[];
  /** The status the list is filtered by, if any. */
  selected: number | undefined;
  /** Filters by a status, or clears the filter (undefined) when its tag is clicked again. */
  onSelect: (status: OrderStatus | undefined) => void;
};

/** How many orders each status holds under the current filters, as tags that filter the list when clicked. */
export function StatusCountTags({ counts, selected, onSelect }: StatusCountTagsProps) {
  const { t, i18n } = useTranslation('erp');
  if (counts.length === 0) return null;
  return (
    <fieldset className="erp-status-counts" aria-label={t('orders.list.counts')}>
      {counts.map((entry) => (
        <Tag.CheckableTag
          key={entry.status}
          checked={selected === entry.status}
          onChange={(isChecked) => onSelect(isChecked ? entry.status : undefined)}
          data-status={entry.status}
        >
          {t('orders.list.statusCount', { status: nameStatus(entry.status, i18n.language), count: entry.count })}
        </Tag.CheckableTag>
      ))}
    </fieldset>
  );
}
