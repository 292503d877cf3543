import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { profileLimits } from '@boardforge/contracts/profile.ts';
import { App, Avatar, Button } from 'antd';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { checkAvatarFile } from '../utils/avatar-file.ts';

/** The avatar with a Change button: type and size are checked here before anything is sent. */
export function AvatarUpload({ avatarUrl }: { avatarUrl: string }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const upload = useUploadAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      void message.error(t(`avatar.${problem}`, { limit: '2 MiB' }));
      return;
    }
    try {
      await upload.mutateAsync(file);
      void message.success(t('avatar.saved'));
    } catch {
      // The server's 413/415 message was shown by the request layer.
    }
  };

  return (
    <div className="avatar-upload">
      <Avatar size={88} src={avatarUrl || undefined} icon={<UserOutlined />} alt={t('avatar.alt')} />
      <div>
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="visually-hidden-input"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void handleChange(event)}
        />
        <Button
          icon={<UploadOutlined />}
          loading={upload.isPending}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
        >
          {upload.isPending ? t('avatar.uploading') : t('avatar.change')}
        </Button>
        <p id={hintId} className="field-hint">
          {t('avatar.hint', { limit: `${profileLimits.avatarBytes / 1024 / 1024} MB` })}
        </p>
      </div>
    </div>
  );
}
