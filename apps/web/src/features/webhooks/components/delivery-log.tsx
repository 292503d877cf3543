import type { WebhookAttempt } from '@boardforge/contracts/webhooks.ts';
import { Alert, App, Button, Empty, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeliveryLog, useResendDelivery } from '../api/delivery-log.ts';

/** One endpoint's delivery attempts, the newest first: event, attempt, response code, duration, error; send again. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('webhooks');
  const { message } = App.useApp();
  const log = useDeliveryLog(endpointId);
  const resend = useResendDelivery();

  const sendAgain = async (attempt: WebhookAttempt) => {
    try {
      await resend.mutateAsync({ deliveryId: attempt.deliveryId });
      void message.success(t('log.queued'));
    } catch {
      // Notified by the request layer.
    }
  };

  if (log.isPending) return <Skeleton active />;
  if (log.isError) return <Alert type="error" showIcon title={t('log.loadFailed')} />;
  return (
    <div className="webhook-log">
      <Button onClick={() => void log.refetch()} loading={log.isFetching}>
        {t('log.refresh')}
      </Button>
      {log.data.length === 0 ? (
        <Empty description={t('log.empty')} />
      ) : (
        <Table<WebhookAttempt>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={log.data}
          columns={[
            { key: 'at', title: t('log.at'), render: (_, row) => formatDateTime(row.at) },
            {
              key: 'event',
              title: t('log.event'),
              render: (_, row) => `${t(`events.${row.eventType}`)} (${row.eventId})`,
            },
            { key: 'attempt', title: t('log.attempt'), dataIndex: 'attempt' },
            {
              key: 'code',
              title: t('log.responseCode'),
              render: (_, row) => (
                <Tag color={row.error ? 'red' : 'green'}>{row.responseCode ?? t('log.noResponse')}</Tag>
              ),
            },
            { key: 'duration', title: t('log.duration'), render: (_, row) => t('log.ms', { ms: row.durationMs }) },
            { key: 'error', title: t('log.error'), render: (_, row) => row.error ?? '' },
            { key: 'status', title: t('log.status'), render: (_, row) => t(`status.${row.deliveryStatus}`) },
            {
              key: 'actions',
              title: t('log.actions'),
              render: (_, row) => (
                <Button type="link" onClick={() => void sendAgain(row)} loading={resend.isPending}>
                  {t('log.sendAgain')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
