import { maxProfileNameLength, type ProfileTab } from '@boardforge/contracts/order-profiles.ts';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveProfile } from '../api/save-profile.ts';

export type SaveProfileDialogProps = {
  tab: ProfileTab;
  spec: Record<string, unknown> | null;
  isOpen: boolean;
  onClose: () => void;
};

/** The dialog that names the quote's spec and saves it (fetched at the first click of Save as profile). */
export function SaveProfileDialog({ tab, spec, isOpen, onClose }: SaveProfileDialogProps) {
  const { t } = useTranslation('profiles');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveProfile();

  const submit = async () => {
    if (!spec) return;
    const { name } = await form.validateFields();
    try {
      // The form's spec is what the quote priced; the contract checks it again on the way out.
      await save.mutateAsync({ name, tab, spec } as Parameters<typeof save.mutateAsync>[0]);
      void message.success(t('save.saved', { name: name.trim() }));
      onClose();
      form.resetFields();
    } catch {
      // Notified by the request layer (or a field the contract refused, shown by the form).
    }
  };

  return (
    <Modal
      open={isOpen}
      title={t('save.title')}
      okText={t('save.ok')}
      cancelText={t('save.cancel')}
      confirmLoading={save.isPending}
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
