import type { Redemption } from '@boardforge/contracts/points.ts';
import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { Alert, Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAddressLine, formatDateTime } from '../../../lib/format.ts';
import { useOwnRedemptions } from '../api/list-own-redemptions.ts';
import './own-redemptions.css';

const statusColors = { pending: 'gold', shipped: 'blue', delivered: 'green', cancelled: 'default' } as const;

/** The customer's redemptions: item, points, where it ships, its status and the carrier's tracking number. */
export function OwnRedemptions() {
  const { t, i18n } = useTranslation('points');
  const [pageNum, setPageNum] = useState(1);
  const redemptions = useOwnRedemptions(pageNum, true);
  const language = toLanguage(i18n.language);

  if (redemptions.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  return (
    <div className="own-redemptions">
      <h2 id="own-redemptions-title">{t('redemptions.title')}</h2>
      <section
        className="own-redemptions-scroll"
        aria-labelledby="own-redemptions-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard scrolling
        tabIndex={0}
      >
        <Table<Redemption>
          rowKey="id"
          size="small"
          loading={redemptions.isFetching}
          dataSource={redemptions.data?.rows ?? []}
          locale={{ emptyText: <Empty description={t('redemptions.empty')} /> }}
          pagination={{
            current: pageNum,
            pageSize: 10,
            total: redemptions.data?.total ?? 0,
            onChange: setPageNum,
            showSizeChanger: false,
          }}
          columns={[
            { title: t('redemptions.date'), dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
            {
              title: t('redemptions.item'),
              key: 'item',
              render: (_value, row) => `${pickWording(language, { zh: row.name, en: row.nameEn })} × ${row.quantity}`,
            },
            { title: t('redemptions.points'), dataIndex: 'pointsSpent' },
            {
              title: t('redemptions.status'),
              dataIndex: 'status',
              render: (status: Redemption['status']) => (
                <Tag color={statusColors[status]}>{t(`redemptions.statuses.${status}`)}</Tag>
              ),
            },
            {
              title: t('redemptions.tracking'),
              key: 'tracking',
              render: (_value, row) =>
                row.trackingNumber ? (
                  <span data-testid="redemption-tracking">{`${row.carrier ?? ''} ${row.trackingNumber}`}</span>
                ) : (
                  '—'
                ),
            },
            {
              title: t('redemptions.address'),
              key: 'address',
              render: (_value, row) =>
                row.deliveryAddress ? `${row.deliveryAddress.fullName} ${formatAddressLine(row.deliveryAddress)}` : '—',
            },
          ]}
        />
      </section>
    </div>
  );
}
