import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { BrandMark } from '../layouts/brand-mark.tsx';

/** /register: registration arrives with the accounts feature; says so and points to login. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <div className="container auth-single">
        <div className="auth-card">
          <BrandMark size={40} />
          <h1 id="page-title" className="auth-title">
            {tc('routes.register')}
          </h1>
          <PendingNotice>{t('registerPending')}</PendingNotice>
          <p className="auth-switch">
            {t('haveAccount')} <Link to="/login">{t('loginLink')}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
