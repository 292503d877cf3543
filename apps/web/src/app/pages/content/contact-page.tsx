import { ClockCircleOutlined, FileSearchOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/page-hero.tsx';
import { FeedbackForm } from '../../../features/feedback/components/feedback-form.tsx';
import { ContactBranches } from '../../../features/public-content/components/contact-branches.tsx';
import './content-pages.css';

const channels: { key: 'orders' | 'engineering' | 'hours'; icon: ReactNode }[] = [
  { key: 'orders', icon: <ShoppingOutlined /> },
  { key: 'engineering', icon: <FileSearchOutlined /> },
  { key: 'hours', icon: <ClockCircleOutlined /> },
];

/** Contact us: our branches (from the content store), how to reach the team, and the feedback form (mailed to staff). */
export function ContactPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const { t: tp } = useTranslation('publicContent');
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={tc('routes.contactUs')} lead={t('contact.lead')} />
      <section className="section" aria-labelledby="contact-branches">
        <div className="container">
          <h2 id="contact-branches" className="section-title section-title-left">
            {tp('contact.branchesTitle')}
          </h2>
          <ContactBranches />
          <h2 id="contact-channels" className="section-title section-title-left contact-feedback-title">
            {t('contact.channelsTitle')}
          </h2>
          <ul className="card-grid card-grid-3">
            {channels.map(({ key, icon }) => (
              <li key={key} className="feature-card">
                <span className="feature-icon" aria-hidden="true">
                  {icon}
                </span>
                <h3>{t(`contact.${key}.title`)}</h3>
                <p>{t(`contact.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <h2 id="contact-feedback" className="section-title section-title-left contact-feedback-title">
            {t('contact.feedbackTitle')}
          </h2>
          <FeedbackForm />
        </div>
      </section>
    </>
  );
}
