import { CheckCircleFilled } from '@ant-design/icons';
import type { LoginAnswer, UserInfo } from '@boardforge/contracts/auth.ts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResponsiveTabs } from '../../components/responsive-tabs.tsx';
import { EmailLoginForm } from '../../features/auth/components/email-login-form.tsx';
import { PasswordLoginForm } from '../../features/auth/components/password-login-form.tsx';
import { SmsLoginForm } from '../../features/auth/components/sms-login-form.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { readReturnTo } from '../../lib/safe-redirect.ts';
import { refreshSession } from '../../lib/session.ts';
import { BrandMark } from '../layouts/brand-mark.tsx';
import './account/auth-forms.css';
import { loadStaffAccess } from '../session/staff-access.ts';

const tabs = ['account', 'mobile', 'email', 'manage'] as const;

/** Carries the return-to page along to register or reset, so it still applies after them. */
function withReturnTo(path: string, returnTo: string | null): string {
  if (!returnTo) return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(returnTo)}`;
}
type LoginTab = (typeof tabs)[number];

/** /login and /userLogin: account, SMS and e-mail login (customers), manage-backend login (staff). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const activeTab: LoginTab = tabs.find((tab) => tab === requestedTab) ?? 'account';
  const returnTo = searchParams.get('redirect');

  const handleLoggedIn = async (answer: LoginAnswer, loginType: 'client' | 'manage') => {
    refreshSession();
    // Answers cached for a previous visitor or account must not show to this one.
    queryClient.clear();
    void message.success(t('welcomeBack', { name: answer.userInfo.nickname }));
    if (loginType === 'manage') {
      // Fetch the staff menu and tags now, so /erp opens with them; /erp retries on failure.
      await loadStaffAccess(answer.role).catch(() => null);
      await navigate(readReturnTo(returnTo, '/erp'), { replace: true });
      return;
    }
    await navigate(readReturnTo(returnTo, '/order/home'), { replace: true });
  };

  const handleSmsLoggedIn = (userInfo: UserInfo) => handleLoggedIn({ userInfo, role: 'client' }, 'client');

  return (
    <section className="auth-page" aria-labelledby="page-title">
      <div className="container auth-grid">
        <div className="auth-card">
          <h1 id="page-title" className="auth-title">
            {t('title')}
          </h1>
          <p className="auth-subtitle">{t('subtitle')}</p>
          <ResponsiveTabs
            label={t('title')}
            activeKey={activeTab}
            onChange={(key) => {
              const next = new URLSearchParams(searchParams);
              next.set('tab', key);
              setSearchParams(next, { replace: true });
            }}
            items={[
              {
                key: 'account',
                label: t('tabs.account'),
                children: (
                  <PasswordLoginForm loginType="client" onLoggedIn={(answer) => handleLoggedIn(answer, 'client')} />
                ),
              },
              {
                key: 'mobile',
                label: t('tabs.mobile'),
                children: (
                  <>
                    <p className="auth-hint">{t('smsHint')}</p>
                    <SmsLoginForm onLoggedIn={handleSmsLoggedIn} />
                  </>
                ),
              },
              {
                key: 'email',
                label: t('tabs.email'),
                children: (
                  <>
                    <p className="auth-hint">{t('emailHint')}</p>
                    <EmailLoginForm onLoggedIn={(answer) => handleLoggedIn(answer, 'client')} />
                  </>
                ),
              },
              {
                key: 'manage',
                label: t('tabs.manage'),
                children: (
                  <>
                    <p className="auth-hint">{t('manageHint')}</p>
                    <PasswordLoginForm loginType="manage" onLoggedIn={(answer) => handleLoggedIn(answer, 'manage')} />
                  </>
                ),
              },
            ]}
          />
          <p className="auth-switch">
            {t('noAccount')} <Link to={withReturnTo('/register', returnTo)}>{t('registerLink')}</Link>
            <span className="auth-switch-separator" aria-hidden="true">
              ·
            </span>
            {/* From the e-mail tab, the reset opens on its e-mail way. */}
            <Link to={withReturnTo(activeTab === 'email' ? '/resetPassword?tab=email' : '/resetPassword', returnTo)}>
              {t('forgotPassword')}
            </Link>
          </p>
        </div>
        <aside className="auth-aside">
          <BrandMark size={48} />
          <h2>{t('asideTitle')}</h2>
          <ul>
            {(['asideP1', 'asideP2', 'asideP3'] as const).map((key) => (
              <li key={key}>
                <CheckCircleFilled aria-hidden="true" /> {t(key)}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
