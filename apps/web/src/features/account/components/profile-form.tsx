import { isQqNumber } from '@boardforge/contracts/accounts.ts';
import { type Profile, profileLimits, updateProfileRequestSchema } from '@boardforge/contracts/profile.ts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** The longest QQ number the profile takes. */
const qqMaxLength = readMaxLength(updateProfileRequestSchema.shape.qq);

type FormValues = { nickname: string; company: string; email: string; qq: string };

/** Nickname, company, e-mail and QQ → POST /api/user/profile (the header greeting follows the nickname). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const update = useUpdateProfile();
  const [form] = Form.useForm<FormValues>();

  const handleFinish = async (values: FormValues) => {
    // Enter in a field submits too; one request at a time.
    if (update.isPending) return;
    try {
      await update.mutateAsync(updateProfileRequestSchema.parse(values));
      void message.success(t('profile.saved'));
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      name="profile"
      layout="vertical"
      className="narrow-form"
      initialValues={{ nickname: profile.nickname, company: profile.company, email: profile.email, qq: profile.qq }}
      onFinish={handleFinish}
    >
      <Form.Item label={t('profile.phone')}>
        <Input value={profile.phone} disabled />
      </Form.Item>
      <Form.Item
        label={t('profile.nickname')}
        name="nickname"
        rules={[
          { required: true, whitespace: true, message: t('profile.nicknameRequired') },
          { max: profileLimits.nickname, message: t('profile.tooLong', { max: profileLimits.nickname }) },
        ]}
      >
        <Input maxLength={profileLimits.nickname} autoComplete="nickname" />
      </Form.Item>
      <Form.Item
        label={t('profile.company')}
        name="company"
        rules={[{ max: profileLimits.company, message: t('profile.tooLong', { max: profileLimits.company }) }]}
      >
        <Input maxLength={profileLimits.company} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        label={t('profile.email')}
        name="email"
        rules={[{ type: 'email', message: t('profile.emailInvalid') }]}
      >
        <Input maxLength={profileLimits.email} autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        label={t('profile.qq')}
        name="qq"
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              !value?.trim() || isQqNumber(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('profile.qqInvalid'))),
          },
        ]}
      >
        <Input maxLength={qqMaxLength} inputMode="numeric" />
      </Form.Item>
      <SubmitButton type="primary" loading={update.isPending}>
        {update.isPending ? t('submitting') : t('profile.save')}
      </SubmitButton>
    </Form>
  );
}
