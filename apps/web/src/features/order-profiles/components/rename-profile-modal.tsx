import { maxProfileNameLength, type OrderProfile } from '@boardforge/contracts/order-profiles.ts';
import { App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenameProfile } from '../api/rename-profile.ts';

/** The dialog renaming one profile (closed while `profile` is null). */
export function RenameProfileModal({ profile, onClose }: { profile: OrderProfile | null; onClose: () => void }) {
  const { t } = useTranslation('profiles');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameProfile();

  useEffect(() => {
    if (profile) form.setFieldsValue({ name: profile.name });
  }, [profile, form]);

  const submit = async () => {
    if (!profile) return;
    const { name } = await form.validateFields();
    try {
      await rename.mutateAsync({ id: profile.id, name });
      void message.success(t('list.renamed'));
      onClose();
    } catch {
      // Notified by the request layer.
    }
  };

  return (
    <Modal
      open={profile !== null}
      title={t('list.renameTitle')}
      okText={t('list.ok')}
      cancelText={t('list.cancel')}
      confirmLoading={rename.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label={t('save.name')}
          rules={[
            { required: true, whitespace: true, message: t('save.nameRequired') },
            { max: maxProfileNameLength, message: t('save.nameTooLong', { max: maxProfileNameLength }) },
          ]}
        >
          <Input maxLength={maxProfileNameLength} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
