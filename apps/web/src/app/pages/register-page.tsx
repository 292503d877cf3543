import { CheckCircleFilled } from '@ant-design/icons';
import { registrationPoints } from '@boardforge/contracts/points.ts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResponsiveTabs } from '../../components/responsive-tabs.tsx';
import type { RegisterAnswer } from '../../features/auth/api/register.ts';
import { EmailRegisterForm } from '../../features/auth/components/email-register-form.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { announceAcrossNavigation } from '../../lib/feedback.ts';
import { queryClient } from '../../lib/query-client.ts';
import { readReturnTo } from '../../lib/safe-redirect.ts';
import { refreshSession } from '../../lib/session.ts';
import { BrandMark } from '../layouts/brand-mark.tsx';
import './account/auth-forms.css';

const asidePoints = ['registerAsideP1', 'registerAsideP2', 'registerAsideP3'] as const;

const methods = ['mobile', 'email'] as const;
type RegisterMethod = (typeof methods)[number];

/**
 * /register: by mobile (phone, QQ, password twice, SMS code) or by e-mail (address, password twice,
 * mail code), with consent to the terms; the new customer is logged in and greeted with 50 points.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnTo = searchParams.get('redirect');
  const requestedMethod = searchParams.get('tab');
  const activeMethod: RegisterMethod = methods.find((method) => method === requestedMethod) ?? 'mobile';

  const handleRegistered = async (answer: RegisterAnswer) => {
    refreshSession();
    queryClient.clear();
    announceAcrossNavigation(t('registered', { points: answer.userInfo.userscore }));
    await navigate(readReturnTo(returnTo, '/order/home'), { replace: true });
  };

  const loginLink = returnTo ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <div className="container auth-grid">
        <div className="auth-card">
          <h1 id="page-title" className="auth-title">
            {t('registerTitle')}
          </h1>
          <p className="auth-subtitle">{t('registerSubtitle', { points: registrationPoints })}</p>
          <ResponsiveTabs
            label={t('registerTitle')}
            activeKey={activeMethod}
            onChange={(key) => {
              const next = new URLSearchParams(searchParams);
              next.set('tab', key);
              setSearchParams(next, { replace: true });
            }}
            items={[
              {
                key: 'mobile',
                label: t('registerTabs.mobile'),
                children: <RegisterForm onRegistered={handleRegistered} />,
              },
              {
                key: 'email',
                label: t('registerTabs.email'),
                children: <EmailRegisterForm onRegistered={handleRegistered} />,
              },
            ]}
          />
          <p className="auth-switch">
            {t('haveAccount')} <Link to={loginLink}>{t('loginLink')}</Link>
          </p>
        </div>
        <aside className="auth-aside">
          <BrandMark size={48} />
          <h2>{t('registerAsideTitle')}</h2>
          <ul>
            {asidePoints.map((key) => (
              <li key={key}>
                <CheckCircleFilled aria-hidden="true" /> {t(key, { points: registrationPoints })}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
