import type { PreviewPriceBookAnswer, ReferenceQuoteComparison } from '@boardforge/contracts/price-book.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderStatusTag } from '../../../components/order-status-tag.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

type OpenOrder = PreviewPriceBookAnswer['openOrders']['rows'][number];

function formatDifference(amount: number | null): string {
  if (amount === null) return '—';
  if (amount === 0) return formatMoney(0);
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

/**
 * What publishing the draft would change: each reference quote's current and new total with the difference (its cost
 * lines on expanding), and the open unpaid orders, which keep the version they were priced with.
 */
export function PriceBookPreview({ preview }: { preview: PreviewPriceBookAnswer }) {
  const { t } = useTranslation('priceBook');
  const language = useLanguage();
  const money = (amount: number | null) => (amount === null ? t('notPriced') : formatMoney(amount));

  const columns: TableColumnsType<ReferenceQuoteComparison> = [
    { title: t('preview.reference'), key: 'name', render: (_, row) => pickWording(language, row.name) },
    { title: t('preview.current', { version: preview.currentVersion }), dataIndex: 'currentTotal', render: money },
    { title: t('preview.draft'), dataIndex: 'draftTotal', render: money },
    {
      title: t('preview.difference'),
      dataIndex: 'difference',
      render: (amount: number | null) => (
        <span className={amount ? 'price-book-changed' : undefined}>{formatDifference(amount)}</span>
      ),
    },
  ];
  const lineColumns: TableColumnsType<ReferenceQuoteComparison['lines'][number]> = [
    { title: t('preview.line'), dataIndex: 'line' },
    { title: t('preview.current', { version: preview.currentVersion }), dataIndex: 'current', render: money },
    { title: t('preview.draft'), dataIndex: 'draft', render: money },
    { title: t('preview.difference'), dataIndex: 'difference', render: formatDifference },
  ];
  const orderColumns: TableColumnsType<OpenOrder> = [
    { title: t('orders.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      render: (status: OpenOrder['status']) => <OrderStatusTag status={status} />,
    },
    { title: t('orders.total'), dataIndex: 'total', render: formatMoney },
    { title: t('orders.version'), dataIndex: 'priceBookVersion', render: (version: number | null) => version ?? '—' },
    { title: t('orders.createdAt'), dataIndex: 'createdAt', render: formatDateTime, responsive: ['md'] },
  ];

  return (
    <section className="price-book-preview" aria-label={t('preview.title')}>
      <h2>{t('preview.title')}</h2>
      <Table<ReferenceQuoteComparison>
        size="small"
        rowKey="id"
        pagination={false}
        columns={columns}
        dataSource={preview.referenceQuotes}
        caption={<span className="visually-hidden">{t('preview.caption')}</span>}
        expandable={{
          expandedRowRender: (row) => (
            <>
              {row.draftErrorFields.length > 0 ? (
                <p>{t('preview.refused', { fields: row.draftErrorFields.join(', ') })}</p>
              ) : null}
              <Table size="small" rowKey="line" pagination={false} columns={lineColumns} dataSource={row.lines} />
            </>
          ),
        }}
      />
      <Alert
        type="info"
        showIcon
        className="price-book-open-orders"
        title={t('preview.openOrders', { count: preview.openOrders.total, version: preview.currentVersion })}
      />
      {preview.openOrders.rows.length > 0 ? (
        <Table<OpenOrder>
          size="small"
          rowKey="orderNo"
          pagination={false}
          columns={orderColumns}
          dataSource={preview.openOrders.rows}
          caption={<span className="visually-hidden">{t('preview.ordersCaption')}</span>}
        />
      ) : null}
    </section>
  );
}
