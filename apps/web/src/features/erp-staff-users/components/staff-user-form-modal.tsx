import { passwordLimits, phoneMaxLength } from '@boardforge/contracts/accounts.ts';
import { type StaffUser, staffInvitationMethods, staffUserLimits } from '@boardforge/contracts/staff-users.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { App, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCreateStaffUser } from '../api/create-staff-user.ts';
import { useRoleOptions } from '../api/list-role-options.ts';
import { useUpdateStaffUser } from '../api/update-staff-user.ts';

type StaffUserValues = {
  phone: string;
  nickname: string;
  roleId: string | undefined;
  method: (typeof staffInvitationMethods)[number];
  password: string;
};

/** The dialog adding a staff user ('new') or editing one's name and role; closed while `subject` is null. */
export function StaffUserFormModal({ subject, onClose }: { subject: StaffUser | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <FormModal subject={subject} title={subject === 'new' ? t('form.addTitle') : t('form.editTitle')} onClose={onClose}>
      {(current) => <StaffUserForm user={current === 'new' ? null : current} onDone={onClose} />}
    </FormModal>
  );
}

function StaffUserForm({ user, onDone }: { user: StaffUser | null; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<StaffUserValues>();
  const create = useCreateStaffUser();
  const update = useUpdateStaffUser();
  const roleOptions = useRoleOptions();
  const method = Form.useWatch('method', form) ?? 'password';
  const required = (field: string) => ({ required: true, whitespace: true, message: t('form.required', { field }) });

  const submit = async (values: StaffUserValues) => {
    const roleId = values.roleId ?? '1';
    if (user) {
      await update.mutateAsync({ userId: user.userId, nickname: values.nickname.trim(), roleId });
    } else {
      await create.mutateAsync({
        phone: values.phone,
        nickname: values.nickname.trim(),
        roleId,
        ...(values.method === 'sms'
          ? { method: 'sms' as const }
          : { method: 'password' as const, password: values.password }),
      });
    }
    void message.success(!user && values.method === 'sms' ? t('form.invited') : t('form.saved'));
    onDone();
  };

  return (
    <ModalForm<StaffUserValues>
      form={form}
      initialValues={user ? { nickname: user.nickname, roleId: user.roleId } : { method: 'password' }}
      summary={<p>{user ? t('form.editHelp', { phone: user.phone }) : t('form.addHelp')}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={create.isPending || update.isPending}
      labels={{ failed: t('form.failed'), cancel: t('cancel'), submit: t('form.submit') }}
    >
      {!user && (
        <Form.Item name="phone" label={t('phone')} rules={[required(t('phone'))]}>
          <Input maxLength={phoneMaxLength} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="nickname" label={t('nickname')} rules={[required(t('nickname'))]}>
        <Input maxLength={staffUserLimits.nickname} />
      </Form.Item>
      <Form.Item
        name="roleId"
        label={t('role')}
        rules={[{ required: true, message: t('form.required', { field: t('role') }) }]}
      >
        {/* Only the roles the caller may give (and the user's current one, shown as it is). Not virtual: a few dozen
            roles at most, and a virtual list re-renders under a pointer scrolling it (a pick landed beside the option
            and left the list open over the form in a CI run). */}
        <Select
          virtual={false}
          options={roleOptions
            .filter((role) => role.isAssignable || role.id === user?.roleId)
            .map((role) => ({ value: role.id, label: pickWording(language, role), disabled: !role.isAssignable }))}
        />
      </Form.Item>
      {!user && (
        <Form.Item name="method" label={t('method')} extra={method === 'sms' ? t('form.smsHelp') : undefined}>
          <Radio.Group options={staffInvitationMethods.map((value) => ({ value, label: t(`methods.${value}`) }))} />
        </Form.Item>
      )}
      {!user && method === 'password' && (
        <Form.Item
          name="password"
          label={t('firstPassword')}
          extra={t('form.passwordRule', { min: passwordLimits.min, max: passwordLimits.max })}
          rules={[
            required(t('firstPassword')),
            {
              min: passwordLimits.min,
              message: t('form.passwordRule', { min: passwordLimits.min, max: passwordLimits.max }),
            },
          ]}
        >
          <Input.Password maxLength={passwordLimits.max} autoComplete="new-password" />
        </Form.Item>
      )}
    </ModalForm>
  );
}
