import { PlusOutlined } from '@ant-design/icons';
import { type ApiKey, apiKeyLimits } from '@boardforge/contracts/api-keys.ts';
import { Alert, App, Button, Empty, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useApiKeys } from '../api/list-api-keys.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';
import { ApiKeySecretModal } from './api-key-secret-modal.tsx';
import { CreateApiKeyModal } from './create-api-key-modal.tsx';
import './api-keys.css';

/** The own API keys: name, scopes, created, last used; create (the secret shown once) and revoke. */
export function ApiKeyList() {
  const { t } = useTranslation('apiKeys');
  const { message } = App.useApp();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setIsCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const rows = keys.data ?? [];

  const handleRevoke = async (key: ApiKey) => {
    try {
      await revoke.mutateAsync({ id: key.id });
      void message.success(t('list.revoked', { name: key.name }));
    } catch {
      // Notified by the request layer.
    }
  };

  if (keys.isPending) return <Skeleton active />;
  if (keys.isError) return <Alert type="error" showIcon title={t('list.loadFailed')} />;
  const isFull = rows.length >= apiKeyLimits.maxKeysPerCustomer;
  return (
    <div className="api-key-list">
      <div className="api-key-list-head">
        <p className="member-muted">{t('list.count', { count: rows.length, max: apiKeyLimits.maxKeysPerCustomer })}</p>
        <Button type="primary" icon={<PlusOutlined />} disabled={isFull} onClick={() => setIsCreating(true)}>
          {t('list.create')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <Table<ApiKey>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={rows}
          columns={[
            { key: 'name', title: t('list.name'), dataIndex: 'name' },
            { key: 'start', title: t('list.start'), render: (_, key) => <code>{key.start}…</code> },
            {
              key: 'scopes',
              title: t('list.scopes'),
              render: (_, key) => key.scopes.map((scope) => <Tag key={scope}>{t(`scopes.${scope}`)}</Tag>),
            },
            { key: 'created', title: t('list.created'), render: (_, key) => formatDateTime(key.createdAt) },
            {
              key: 'lastUsed',
              title: t('list.lastUsed'),
              render: (_, key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('list.neverUsed')),
            },
            {
              key: 'expires',
              title: t('list.expires'),
              render: (_, key) =>
                key.expiresAt === null ? (
                  t('list.untilRevoked')
                ) : (
                  <>
                    {formatDateTime(key.expiresAt)}{' '}
                    {Date.parse(key.expiresAt) <= Date.now() ? <Tag color="red">{t('list.expired')}</Tag> : null}
                  </>
                ),
            },
            {
              key: 'actions',
              title: t('list.actions'),
              render: (_, key) => (
                <ConfirmDeleteButton
                  title={t('list.revokeTitle')}
                  description={t('list.revokeConfirm', { name: key.name })}
                  label={t('list.revoke')}
                  confirmLabel={t('list.revoke')}
                  cancelLabel={t('list.cancel')}
                  ariaLabel={t('list.revokeOf', { name: key.name })}
                  onConfirm={() => handleRevoke(key)}
                />
              ),
            },
          ]}
        />
      )}
      <CreateApiKeyModal
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(created) => {
          setIsCreating(false);
          setSecret(created);
        }}
      />
      <ApiKeySecretModal secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
