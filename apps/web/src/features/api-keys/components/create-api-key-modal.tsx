import { type ApiKeyScope, apiKeyLifetimeChoices, apiKeyLimits, apiKeyScopes } from '@boardforge/contracts/api-keys.ts';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateApiKey } from '../api/create-api-key.ts';

// A lifetime of 0 days stands for "until revoked" in the form (the request then has no expiresInDays).
type CreateFields = { name: string; scopes: ApiKeyScope[]; lifetimeDays: 0 | (typeof apiKeyLifetimeChoices)[number] };

/** The dialog creating a key: a name and its scopes; `onCreated` receives the secret, shown once by the page. */
export function CreateApiKeyModal({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation('apiKeys');
  const [form] = Form.useForm<CreateFields>();
  const create = useCreateApiKey();

  const submit = async () => {
    const { lifetimeDays, ...fields } = await form.validateFields();
    try {
      const answer = await create.mutateAsync(lifetimeDays ? { ...fields, expiresInDays: lifetimeDays } : fields);
      form.resetFields();
      onCreated(answer.secret);
    } catch {
      // Notified by the request layer.
    }
  };

  return (
    <Modal
      open={isOpen}
      title={t('create.title')}
      okText={t('create.ok')}
      cancelText={t('create.cancel')}
      confirmLoading={create.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ scopes: ['quote'], lifetimeDays: 0 }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="name"
          label={t('create.name')}
          rules={[
            { required: true, whitespace: true, message: t('create.nameRequired') },
            { max: apiKeyLimits.nameLength, message: t('create.nameTooLong', { max: apiKeyLimits.nameLength }) },
          ]}
        >
          <Input maxLength={apiKeyLimits.nameLength} showCount autoFocus />
        </Form.Item>
        <Form.Item
          name="scopes"
          label={t('create.scopes')}
          rules={[{ required: true, type: 'array', min: 1, message: t('create.scopesRequired') }]}
        >
          <Checkbox.Group
            className="api-key-scopes"
            options={apiKeyScopes.map((scope) => ({ value: scope, label: t(`scopes.${scope}`) }))}
          />
        </Form.Item>
        <Form.Item name="lifetimeDays" label={t('create.lifetime')}>
          <Select
            virtual={false}
            options={[
              { value: 0, label: t('create.untilRevoked') },
              ...apiKeyLifetimeChoices.map((days) => ({ value: days, label: t('create.days', { count: days }) })),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
