import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { BrandMark } from '../../layouts/brand-mark.tsx';
import './auth-forms.css';

/** /resetPassword: a forgotten password is replaced with an SMS code of type reset, then the user logs in. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('redirect');
  const loginLink = returnTo ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login';

  const handleReset = async () => {
    void message.success({ content: t('resetDone'), duration: 6 });
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
          <ResetPasswordForm onReset={handleReset} />
          <p className="auth-switch">
            <Link to={loginLink}>{t('backToLogin')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
