import type { WebhookEndpoint } from '@boardforge/contracts/webhooks.ts';
import { Alert, App, Button, Empty, Modal, Popconfirm, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteEndpoint, useRotateSecret, useUpdateEndpoint, useWebhookEndpoints } from '../api/endpoints.ts';
import { DeliveryLog } from './delivery-log.tsx';

/** The own endpoints: URL, events, state; pause/resume, new secret, delete, the delivery log. */
export function EndpointList({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t } = useTranslation('webhooks');
  const { message } = App.useApp();
  const endpoints = useWebhookEndpoints();
  const update = useUpdateEndpoint();
  const rotate = useRotateSecret();
  const remove = useDeleteEndpoint();
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
    } catch {
      // Notified by the request layer.
    }
  };

  if (endpoints.isPending) return <Skeleton active />;
  if (endpoints.isError) return <Alert type="error" showIcon title={t('list.loadFailed')} />;
  if (endpoints.data.length === 0) return <Empty description={t('list.empty')} />;
  return (
    <>
      <Table<WebhookEndpoint>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={endpoints.data}
        columns={[
          { key: 'url', title: t('list.url'), render: (_, row) => <span className="webhook-url">{row.url}</span> },
          {
            key: 'events',
            title: t('list.events'),
            render: (_, row) => row.events.map((event) => <Tag key={event}>{t(`events.${event}`)}</Tag>),
          },
          {
            key: 'state',
            title: t('list.state'),
            render: (_, row) =>
              row.paused ? (
                <Tag color="orange">{row.pausedForFailures ? t('list.pausedForFailures') : t('list.paused')}</Tag>
              ) : (
                <Tag color="green">{t('list.active')}</Tag>
              ),
          },
          { key: 'created', title: t('list.created'), render: (_, row) => formatDateTime(row.createdAt) },
          {
            key: 'actions',
            title: t('list.actions'),
            render: (_, row) => (
              <div className="webhook-actions">
                <Button type="link" onClick={() => setLogOf(row)} aria-label={t('list.logOf', { url: row.url })}>
                  {t('list.log')}
                </Button>
                <Button
                  type="link"
                  onClick={() =>
                    void run(
                      () => update.mutateAsync({ id: row.id, paused: !row.paused }),
                      row.paused ? t('list.resumed') : t('list.pausedDone'),
                    )
                  }
                >
                  {row.paused ? t('list.resume') : t('list.pause')}
                </Button>
                <Popconfirm
                  title={t('list.rotateTitle')}
                  description={t('list.rotateConfirm')}
                  okText={t('list.ok')}
                  cancelText={t('list.cancel')}
                  onConfirm={() =>
                    void run(async () => onSecret((await rotate.mutateAsync({ id: row.id })).secret), t('list.rotated'))
                  }
                >
                  <Button type="link">{t('list.rotate')}</Button>
                </Popconfirm>
                <Popconfirm
                  title={t('list.deleteTitle')}
                  description={t('list.deleteConfirm', { url: row.url })}
                  okText={t('list.ok')}
                  cancelText={t('list.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void run(() => remove.mutateAsync({ id: row.id }), t('list.deleted'))}
                >
                  <Button type="link" danger>
                    {t('list.delete')}
                  </Button>
                </Popconfirm>
              </div>
            ),
          },
        ]}
      />
      <Modal
        open={logOf !== null}
        title={t('log.title', { url: logOf?.url ?? '' })}
        footer={null}
        width={960}
        onCancel={() => setLogOf(null)}
        destroyOnHidden
      >
        {logOf ? <DeliveryLog endpointId={logOf.id} /> : null}
      </Modal>
    </>
  );
}
