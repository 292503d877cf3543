import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../components/link-button.tsx';
import { useLogOut } from '../../features/auth/api/log-out.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearSession, useSession } from '../../lib/session.ts';

/** Greeting, order management and logout for a logged-in user; login and register for a visitor. */
export function AccountActions({ onNavigate, layout }: { onNavigate?: () => void; layout: 'bar' | 'drawer' }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const logOut = useLogOut();

  const handleLogout = () => {
    logOut.mutate(undefined, {
      onSettled: () => {
        clearSession();
        queryClient.clear();
        onNavigate?.();
        void navigate('/');
      },
    });
  };

  if (!session.isLoggedIn) {
    return (
      <div className={`account-actions account-actions-${layout}`}>
        <LinkButton to="/login" variant="ghost" onClick={onNavigate}>
          {t('nav.login')}
        </LinkButton>
        <LinkButton to="/register" variant="primary" onClick={onNavigate}>
          {t('nav.register')}
        </LinkButton>
      </div>
    );
  }
  const name = session.userInfo?.nickname || t('nav.guestName');
  return (
    <div className={`account-actions account-actions-${layout}`}>
      <span className="account-greeting">
        <UserOutlined aria-hidden="true" /> {t('nav.greeting', { name })}
      </span>
      <LinkButton to={session.isStaff ? '/erp' : '/order/home'} variant="primary" onClick={onNavigate}>
        {t('nav.orderManagement')}
      </LinkButton>
      <Button icon={<LogoutOutlined />} onClick={handleLogout} loading={logOut.isPending}>
        {t('nav.logout')}
      </Button>
    </div>
  );
}
