import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { pickText } from '../utils/pick-text.ts';
import { ContentState } from './content-state.tsx';

const allBranches = { kind: 'contactBranch', pageSize: 50 } as const;

/** Our offices and plants from the store: name, phone (dials), mail (opens the mail app) and address. */
export function ContactBranches() {
  const { t } = useTranslation('publicContent');
  const language = useLanguage();
  const list = usePublicContentList(allBranches);
  const branches = entriesOf(list.data, 'contactBranch');
  return (
    <ContentState
      isPending={list.isPending}
      isError={list.isError}
      isEmpty={branches.length === 0}
      emptyText={t('contact.empty')}
      onRetry={() => void list.refetch()}
    >
      <ul className="card-grid card-grid-3 branch-list" aria-label={t('contact.listLabel')}>
        {branches.map(({ id, entry }) => {
          const text = pickText(entry, language);
          return (
            <li key={id} className="feature-card branch-card">
              <h3>{text.name}</h3>
              <dl>
                <div>
                  <dt>
                    <PhoneOutlined aria-hidden="true" /> {t('contact.phone')}
                  </dt>
                  <dd>
                    <a href={`tel:${entry.data.phone.replace(/[^\d+]/g, '')}`}>{entry.data.phone}</a>
                  </dd>
                </div>
                <div>
                  <dt>
                    <MailOutlined aria-hidden="true" /> {t('contact.email')}
                  </dt>
                  <dd>
                    <a href={`mailto:${entry.data.email}`}>{entry.data.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>
                    <EnvironmentOutlined aria-hidden="true" /> {t('contact.address')}
                  </dt>
                  <dd>{text.address}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </ContentState>
  );
}
