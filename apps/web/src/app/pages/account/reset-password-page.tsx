import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResponsiveTabs } from '../../../components/responsive-tabs.tsx';
import { EmailResetPasswordForm } from '../../../features/auth/components/email-reset-password-form.tsx';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { announceAcrossNavigation } from '../../../lib/feedback.ts';
import { BrandMark } from '../../layouts/brand-mark.tsx';
import './auth-forms.css';

const methods = ['mobile', 'email'] as const;
type ResetMethod = (typeof methods)[number];

/**
 * /resetPassword: a forgotten password is replaced with a reset code sent by SMS to the phone or mailed to the
 * address the account registered with; then the customer logs in with the new password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnTo = searchParams.get('redirect');
  const requestedMethod = searchParams.get('tab');
  const activeMethod: ResetMethod = methods.find((method) => method === requestedMethod) ?? 'mobile';
  const loginLink = returnTo ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';

  const handleReset = async () => {
    announceAcrossNavigation(t('resetDone'));
    await navigate(loginLink, { replace: true });
  };

  return (
    <section className="auth-page" aria-labelledby="page-title">
      <div className="container auth-single">
        <div className="auth-card">
          <BrandMark size={40} />
          <h1 id="page-title" className="auth-title">
            {t('resetTitle')}
          </h1>
          <p className="auth-subtitle">{t('resetSubtitle')}</p>
          <ResponsiveTabs
            label={t('resetTitle')}
            activeKey={activeMethod}
            onChange={(key) => {
              const next = new URLSearchParams(searchParams);
              next.set('tab', key);
              setSearchParams(next, { replace: true });
            }}
            items={[
              {
                key: 'mobile',
                label: t('resetTabs.mobile'),
                children: <ResetPasswordForm onReset={handleReset} />,
              },
              {
                key: 'email',
                label: t('resetTabs.email'),
                children: (
                  <>
                    <p className="auth-hint">{t('resetEmailHint')}</p>
                    <EmailResetPasswordForm onReset={handleReset} />
                  </>
                ),
              },
            ]}
          />
          <p className="auth-switch">
            <Link to={loginLink}>{t('backToLogin')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
