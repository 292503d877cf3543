import { pageSizes } from '@boardforge/contracts/envelope.ts';
import type { AbcAnswer, AbcRow } from '@boardforge/contracts/performance.ts';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { formatShare } from '../utils/report-range.ts';
import { AbcClassTag } from './abc-class-tag.tsx';

type RankedRow = AbcRow & { rank: number };

export type AbcTableProps = {
  /** The shown answer (while a new one loads, the previous); undefined before the first. */
  answer: AbcAnswer | undefined;
  isLoading: boolean;
};

/** The ranked rows: rank, customer or product, revenue, share, cumulative share and class, paged in the browser. */
export function AbcTable({ answer, isLoading }: AbcTableProps) {
  const { t } = useTranslation('performance');
  const { t: tOrders } = useTranslation('orders');
  // Named by the answer's dimension, not the switch's: while the other dimension loads, the old rows stay consistent.
  const dimension = answer?.dimension ?? 'customer';
  const rows: RankedRow[] = (answer?.rows ?? []).map((row, index) => ({ ...row, rank: index + 1 }));
  const nameRow = (row: RankedRow) =>
    dimension === 'product' ? tOrders(`orderTypes.${row.key as 'pcb'}`, { defaultValue: row.name }) : row.name;

  const columns: TableColumnsType<RankedRow> = [
    { title: t('table.rank'), dataIndex: 'rank', align: 'right', width: 72 },
    {
      title: t(dimension === 'product' ? 'table.product' : 'table.customer'),
      key: 'name',
      render: (_, row) => nameRow(row),
    },
    { title: t('table.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
    { title: t('table.share'), dataIndex: 'share', align: 'right', render: formatShare },
    {
      title: t('table.cumulativeShare'),
      dataIndex: 'cumulativeShare',
      align: 'right',
      responsive: ['md'],
      render: formatShare,
    },
    {
      title: t('table.class'),
      dataIndex: 'class',
      align: 'center',
      render: (value: AbcRow['class']) => <AbcClassTag abcClass={value} />,
    },
  ];

  return (
    <Table<RankedRow>
      rowKey="key"
      size="middle"
      caption={
        <span className="visually-hidden">
          {t(dimension === 'product' ? 'table.captionProduct' : 'table.captionCustomer')}
        </span>
      }
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      // Before the first answer the table is loading, not empty.
      locale={{ emptyText: answer ? t('table.empty') : <span /> }}
      pagination={{
        defaultPageSize: 20,
        pageSizeOptions: pageSizes.map(String),
        showSizeChanger: true,
        hideOnSinglePage: true,
        showTotal: (count) => t('table.totalCount', { count }),
      }}
    />
  );
}
