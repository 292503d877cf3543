import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shows a new key's secret this once, with a copy button (closed while `secret` is null). */
export function ApiKeySecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  const { message } = App.useApp();

  const copy = async () => {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      void message.success(t('secret.copied'));
    } catch {
      void message.info(t('secret.copyManual'));
    }
  };

  return (
    <Modal
      open={secret !== null}
      title={t('secret.title')}
      okText={t('secret.done')}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('secret.once')} />
      <div className="api-key-secret">
        <Input
          readOnly
          value={secret ?? ''}
          aria-label={t('secret.label')}
          onFocus={(event) => event.target.select()}
        />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('secret.copy')}
        </Button>
      </div>
    </Modal>
  );
}
