import { useTranslation } from 'react-i18next';
import { PendingNotice } from '../../../components/pending-notice.tsx';
import { useRouteHandle } from '../../routes/route-handle.ts';

/** A client-area page owned by a later issue (title and message from the route handle). */
export function OrderPendingPage() {
  const { t } = useTranslation();
  const title = useRouteHandle('title') ?? 'orderHome';
  const message = useRouteHandle('pending') ?? 'orders';
  return (
    <section className="surface-card" aria-labelledby="page-title">
      <h1 id="page-title" className="order-title">
        {t(`routes.${title}`)}
      </h1>
      <PendingNotice>{t(`pending.${message}`)}</PendingNotice>
    </section>
  );
}
