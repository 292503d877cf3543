import { SaveOutlined } from '@ant-design/icons';
import { maxProfileNameLength, type ProfileTab } from '@boardforge/contracts/order-profiles.ts';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveProfile } from '../api/save-profile.ts';

export type SaveProfileButtonProps = {
  tab: ProfileTab;
  spec: Record<string, unknown> | null;
  /** False while a field is invalid: only a spec the quote accepts is saved. */
  canSave: boolean;
};

/** Save as profile: names the quote's spec and keeps it in the member area's Order Profiles. */
export function SaveProfileButton({ tab, spec, canSave }: SaveProfileButtonProps) {
  const { t } = useTranslation('profiles');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [isOpen, setIsOpen] = useState(false);
  const save = useSaveProfile();

  const submit = async () => {
    if (!spec) return;
    const { name } = await form.validateFields();
    try {
      // The form's spec is what the quote priced; the contract checks it again on the way out.
      await save.mutateAsync({ name, tab, spec } as Parameters<typeof save.mutateAsync>[0]);
      void message.success(t('save.saved', { name: name.trim() }));
      setIsOpen(false);
      form.resetFields();
    } catch {
      // Notified by the request layer (or a field the contract refused, shown by the form).
    }
  };

  return (
    <>
      <Button
        icon={<SaveOutlined aria-hidden="true" />}
        disabled={!spec || !canSave}
        onClick={() => setIsOpen(true)}
        block
      >
        {t('save.button')}
      </Button>
      <Modal
        open={isOpen}
        title={t('save.title')}
        okText={t('save.ok')}
        cancelText={t('save.cancel')}
        confirmLoading={save.isPending}
        onOk={() => void submit()}
        onCancel={() => setIsOpen(false)}
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
    </>
  );
}
