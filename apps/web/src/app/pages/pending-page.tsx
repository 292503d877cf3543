import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { useRouteHandle } from '../routes/route-handle.ts';

/** A page owned by a later issue: its title and a plain statement of what arrives with which feature. */
export function PendingPage() {
  const { t } = useTranslation();
  const title = useRouteHandle('title') ?? 'home';
  const message = useRouteHandle('pending') ?? 'content';
  return (
    <>
      <PageHero title={t(`routes.${title}`)} />
      <section className="section">
        <div className="container narrow">
          <PendingNotice>{t(`pending.${message}`)}</PendingNotice>
          <div className="pending-actions">
            <LinkButton to="/" variant="primary">
              {t('actions.backHome')}
            </LinkButton>
            <LinkButton to="/aboutUs/contactUs">{t('actions.contactUs')}</LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
