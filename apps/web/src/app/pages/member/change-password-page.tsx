import { Alert, App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { refreshSession } from '../../../lib/session.ts';
import { MemberPageCard } from './member-page-card.tsx';

/** /changePassword and /order/userInfo/changePassword: this session stays, the others end (and it says so). */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [isChanged, setIsChanged] = useState(false);

  const handleChanged = () => {
    // The server renewed this session's cookies.
    refreshSession();
    setIsChanged(true);
    void message.success(t('changeDone'));
  };

  return (
    <MemberPageCard title="changePassword" intro={t('changeNote')}>
      {isChanged ? <Alert className="member-alert" type="success" showIcon title={t('changeDone')} /> : null}
      <ChangePasswordForm onChanged={handleChanged} />
    </MemberPageCard>
  );
}
