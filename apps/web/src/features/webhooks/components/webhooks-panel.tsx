import { maxWebhookEndpointsPerCustomer, webhookToleranceSeconds } from '@boardforge/contracts/webhooks.ts';
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EndpointForm } from './endpoint-form.tsx';
import { EndpointList } from './endpoint-list.tsx';
import './webhooks.css';

/** The member area's webhooks: register endpoints, the secret shown once, the list with its delivery logs. */
export function WebhooksPanel() {
  const { t } = useTranslation('webhooks');
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div className="webhooks-panel">
      <Alert
        type="info"
        showIcon
        title={t('signing', { minutes: webhookToleranceSeconds / 60, max: maxWebhookEndpointsPerCustomer })}
      />
      <EndpointForm onSecret={setSecret} />
      <EndpointList onSecret={setSecret} />
      <Modal
        open={secret !== null}
        title={t('secret.title')}
        onOk={() => setSecret(null)}
        onCancel={() => setSecret(null)}
        okText={t('secret.done')}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <p>{t('secret.once')}</p>
        <Typography.Paragraph copyable code data-testid="webhook-secret">
          {secret ?? ''}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
