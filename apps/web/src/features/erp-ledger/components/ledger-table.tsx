import type { LedgerAnswer, LedgerKind, LedgerRow } from '@boardforge/contracts/ledger.ts';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { PagedTable, type Paging } from '../../../components/erp/paged-table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { toSignedAmount } from '../utils/format.ts';
import { useLedgerWords } from './ledger-words.ts';

/** Tag colour per kind (the theme keeps tag text at WCAG AA contrast on its tint). */
const kindColors: Record<LedgerKind, string> = { payment: 'green', verification: 'blue', refund: 'red' };

export type LedgerTableProps = {
  answer: LedgerAnswer | undefined;
  isLoading: boolean;
  paging: Paging;
  onPageChange: (paging: Paging) => void;
};

/** One page of ledger rows with, in the footer, what the whole filter received, refunded and nets. */
export function LedgerTable({ answer, isLoading, paging, onPageChange }: LedgerTableProps) {
  const { t } = useTranslation('ledger');

  const { describeNote, describeChannel, describeRecordedBy } = useLedgerWords();

  const columns: TableColumnsType<LedgerRow> = [
    { title: t('table.createdAt'), dataIndex: 'createdAt', render: formatDateTime },
    { title: t('table.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('table.customer'),
      key: 'customer',
      responsive: ['md'],
      render: (_value, row) => <CustomerLabel customer={row} />,
    },
    {
      title: t('table.kind'),
      dataIndex: 'kind',
      render: (kind: LedgerKind) => <Tag color={kindColors[kind]}>{t(`kinds.${kind}`)}</Tag>,
    },
    {
      title: t('table.channel'),
      dataIndex: 'channel',
      responsive: ['md'],
      render: describeChannel,
    },
    {
      title: t('table.amount'),
      key: 'amount',
      align: 'right',
      render: (_value, row) => formatMoney(toSignedAmount(row)),
    },
    {
      title: t('table.reference'),
      dataIndex: 'reference',
      responsive: ['lg'],
      render: (reference: string | null) => (reference ? <code>{reference}</code> : '—'),
    },
    { title: t('table.note'), key: 'note', responsive: ['lg'], render: (_value, row) => describeNote(row) },
    {
      title: t('table.recordedBy'),
      dataIndex: 'recordedBy',
      responsive: ['lg'],
      render: (_name: string | null, row) => describeRecordedBy(row),
    },
  ];

  const totals = answer?.totals;
  return (
    <PagedTable<LedgerRow>
      rowKey="id"
      caption={t('table.caption')}
      columns={columns}
      rows={answer?.rows}
      total={answer?.total}
      loading={isLoading}
      emptyText={t('table.empty')}
      paging={paging}
      onPageChange={onPageChange}
      describeTotal={(count) => t('table.totalCount', { count })}
      // The totals cover every page of the filter, so they sit under the table rather than add up the rows shown.
      summary={() =>
        totals ? (
          <Table.Summary.Row className="ledger-totals">
            <Table.Summary.Cell index={0} colSpan={3}>
              <strong>{t('totals.label')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} colSpan={2}>
              {t('totals.received')} <span data-testid="ledger-received">{formatMoney(totals.received)}</span>
              {' · '}
              {t('totals.refunded')} <span data-testid="ledger-refunded">{formatMoney(-totals.refunded)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <strong>
                {t('totals.net')} <span data-testid="ledger-net">{formatMoney(totals.net)}</span>
              </strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
