import { passwordLimits } from '@boardforge/contracts/accounts.ts';
import type { StaffUser } from '@boardforge/contracts/staff-users.ts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';

/** The dialog setting a staff user's new first password (their sessions end); closed while `user` is null. */
export function ResetPasswordModal({ user, onClose }: { user: StaffUser | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <FormModal subject={user} title={t('resetPassword')} onClose={onClose}>
      {(current) => <ResetPasswordForm user={current} onDone={onClose} />}
    </FormModal>
  );
}

function ResetPasswordForm({ user, onDone }: { user: StaffUser; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetStaffPassword();
  const rule = t('form.passwordRule', { min: passwordLimits.min, max: passwordLimits.max });

  const submit = async (values: { password: string }) => {
    await reset.mutateAsync({ userId: user.userId, password: values.password });
    void message.success(t('form.passwordSet'));
    onDone();
  };

  return (
    <ModalForm<{ password: string }>
      form={form}
      initialValues={{}}
      summary={<p>{t('form.resetHelp', { phone: user.phone })}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={reset.isPending}
      labels={{ failed: t('form.failed'), cancel: t('cancel'), submit: t('form.submit') }}
    >
      <Form.Item
        name="password"
        label={t('firstPassword')}
        extra={rule}
        rules={[
          { required: true, message: t('form.required', { field: t('firstPassword') }) },
          { min: passwordLimits.min, message: rule },
        ]}
      >
        <Input.Password maxLength={passwordLimits.max} autoComplete="new-password" />
      </Form.Item>
    </ModalForm>
  );
}
