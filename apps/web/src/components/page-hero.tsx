import type { ReactNode } from 'react';
import './page-hero.css';

export type PageHeroProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
};

/** The dark band at the top of a content page, holding its one h1. */
export function PageHero({ eyebrow, title, lead, actions }: PageHeroProps) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id="page-title" className="page-hero-title">
          {title}
        </h1>
        {lead ? <p className="page-hero-lead">{lead}</p> : null}
        {actions ? <div className="page-hero-actions">{actions}</div> : null}
      </div>
    </section>
  );
}
