import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteTitleKey } from '../../routes/route-handle.ts';
import './member.css';

/** The card every member page sits in, titled with its route title (in the client area too). */
export function MemberPageCard({
  title,
  intro,
  actions,
  children,
}: {
  title: RouteTitleKey;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="surface-card member-card" aria-labelledby="page-title">
      <div className="member-card-head">
        <h1 id="page-title" className="order-title">
          {t(`routes.${title}`)}
        </h1>
        {actions}
      </div>
      {intro ? <p className="member-muted member-intro">{intro}</p> : null}
      {children}
    </section>
  );
}
