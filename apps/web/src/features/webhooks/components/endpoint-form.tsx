import { maxWebhookUrlLength, type WebhookEventType, webhookEventTypes } from '@boardforge/contracts/webhooks.ts';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, readRefusalMessage } from '../../../lib/form-errors.ts';
import { useCreateEndpoint } from '../api/endpoints.ts';

type Values = { url: string; events: WebhookEventType[] };

/** Registers an endpoint: URL and events; the new secret goes to `onSecret` (shown once by the page). */
export function EndpointForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t } = useTranslation('webhooks');
  const [form] = Form.useForm<Values>();
  const create = useCreateEndpoint();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      const answer = await create.mutateAsync(values);
      form.resetFields();
      onSecret(answer.secret);
    } catch (error) {
      if (!applyFieldErrors(form, error)) setRefusal(readRefusalMessage(error));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ url: '', events: ['order.status_changed'] }}
      onFinish={(values) => void submit(values)}
      className="webhook-form"
    >
      <Form.Item
        name="url"
        label={t('form.url')}
        extra={t('form.urlHelp')}
        rules={[
          { required: true, whitespace: true, message: t('form.urlRequired') },
          { max: maxWebhookUrlLength, message: t('form.urlTooLong', { max: maxWebhookUrlLength }) },
        ]}
      >
        <Input placeholder="https://example.com/boardforge" maxLength={maxWebhookUrlLength} />
      </Form.Item>
      <Form.Item
        name="events"
        label={t('form.events')}
        rules={[{ required: true, type: 'array', min: 1, message: t('form.eventsRequired') }]}
      >
        <Checkbox.Group options={webhookEventTypes.map((event) => ({ value: event, label: t(`events.${event}`) }))} />
      </Form.Item>
      {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('form.add')}
      </Button>
    </Form>
  );
}
