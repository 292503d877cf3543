import { type RoleSummary, roleMenuLimits } from '@boardforge/contracts/roles-menus.ts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { useCreateRole } from '../api/create-role.ts';
import { useRenameRole } from '../api/rename-role.ts';

type RoleValues = { id: string; name: string; nameEn: string };

/** The dialog adding a role ('new': id and both names) or renaming one; closed while `subject` is null. */
export function RoleFormModal({ subject, onClose }: { subject: RoleSummary | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('roles');
  return (
    <FormModal
      subject={subject}
      title={subject === 'new' ? t('form.addTitle') : t('form.renameTitle')}
      onClose={onClose}
    >
      {(current) => <RoleForm role={current === 'new' ? null : current} onDone={onClose} />}
    </FormModal>
  );
}

function RoleForm({ role, onDone }: { role: RoleSummary | null; onDone: () => void }) {
  const { t } = useTranslation('roles');
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleValues>();
  const create = useCreateRole();
  const rename = useRenameRole();
  const required = (field: string) => ({ required: true, whitespace: true, message: t('form.required', { field }) });

  const submit = async (values: RoleValues) => {
    const input = { id: role?.id ?? values.id.trim(), name: values.name.trim(), nameEn: values.nameEn.trim() };
    await (role ? rename.mutateAsync(input) : create.mutateAsync(input));
    void message.success(t('form.saved'));
    onDone();
  };

  return (
    <ModalForm<RoleValues>
      form={form}
      initialValues={role ? { id: role.id, name: role.name, nameEn: role.nameEn } : {}}
      summary={<p>{role ? t('form.renameHelp', { id: role.id }) : t('form.addHelp')}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={create.isPending || rename.isPending}
      labels={{ failed: t('form.failed'), cancel: t('cancel'), submit: t('form.submit') }}
    >
      {!role && (
        <Form.Item name="id" label={t('id')} rules={[required(t('id'))]} extra={t('form.idRule')}>
          <Input maxLength={roleMenuLimits.roleId} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="name" label={t('nameZh')} rules={[required(t('nameZh'))]}>
        <Input maxLength={roleMenuLimits.roleName} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('nameEn')} rules={[required(t('nameEn'))]}>
        <Input maxLength={roleMenuLimits.roleName} />
      </Form.Item>
    </ModalForm>
  );
}
