import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { formatContentDate, pickText } from '../utils/pick-text.ts';
import { ContentImage } from './content-image.tsx';
import { ContentState } from './content-state.tsx';

/** Boards we have built (product showcase records): picture, name, date and what is special about it. */
export function ProductShowcaseList() {
  const { t } = useTranslation('publicContent');
  const language = useLanguage();
  const list = usePublicContentList({ kind: 'productShowcase', pageSize: 50 });
  const items = entriesOf(list.data, 'productShowcase');
  return (
    <ContentState
      isPending={list.isPending}
      isError={list.isError}
      isEmpty={items.length === 0}
      emptyText={t('products.empty')}
      onRetry={() => void list.refetch()}
    >
      <ul className="content-card-grid" aria-label={t('products.listLabel')}>
        {items.map(({ id, entry }) => {
          const text = pickText(entry, language);
          return (
            <li key={id} className="content-card">
              <ContentImage src={entry.data.image} alt={text.title} />
              <div className="content-card-body">
                <h2 className="content-card-title">{text.title}</h2>
                <time className="content-card-date" dateTime={entry.data.time}>
                  {formatContentDate(entry.data.time, language)}
                </time>
                <p>{text.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </ContentState>
  );
}
