import { LockOutlined } from '@ant-design/icons';
import { changePasswordRequestSchema } from '@boardforge/contracts/accounts.ts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useChangePassword } from '../api/change-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** The longest current password the request takes. */
const currentPasswordMaxLength = readMaxLength(changePasswordRequestSchema.shape.oldPassword);

type FormValues = { oldPassword: string; password: string; confirmPassword: string };

export type ChangePasswordFormProps = { onChanged: () => void | Promise<void> };

/** Current password + new password twice → POST /api/user/changePassword (this session stays). */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    // Enter in a field submits too; one request at a time.
    if (change.isPending) return;
    try {
      await change.mutateAsync(changePasswordRequestSchema.parse(values));
      form.resetFields();
      await onChanged();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      name="change-password"
      layout="vertical"
      initialValues={{ oldPassword: '', password: '', confirmPassword: '' }}
      onFinish={handleFinish}
      className="narrow-form"
    >
      <Form.Item
        label={t('oldPassword')}
        name="oldPassword"
        rules={[{ required: true, message: t('rules.oldPasswordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden="true" />}
          autoComplete="current-password"
          maxLength={currentPasswordMaxLength}
        />
      </Form.Item>
      <NewPasswordFields />
      <SubmitButton type="primary" loading={change.isPending}>
        {change.isPending ? t('submittingForm') : t('changeSubmit')}
      </SubmitButton>
    </Form>
  );
}
