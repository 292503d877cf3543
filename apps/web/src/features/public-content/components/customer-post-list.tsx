import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { formatContentDate, pickText } from '../utils/pick-text.ts';
import { ContentImage } from './content-image.tsx';
import { ContentState } from './content-state.tsx';
import { RichText } from './rich-text.tsx';

/** What customers wrote about their boards (customer posts): title, author, date, picture and the sanitised text. */
export function CustomerPostList() {
  const { t } = useTranslation('publicContent');
  const language = useLanguage();
  const list = usePublicContentList({ kind: 'customerPost', pageSize: 50 });
  const items = entriesOf(list.data, 'customerPost');
  return (
    <ContentState
      isPending={list.isPending}
      isError={list.isError}
      isEmpty={items.length === 0}
      emptyText={t('posts.empty')}
      onRetry={() => void list.refetch()}
    >
      <ul className="post-list" aria-label={t('posts.listLabel')}>
        {items.map(({ id, entry }) => {
          const text = pickText(entry, language);
          return (
            <li key={id} className="post-item">
              <article aria-labelledby={`post-${id}`}>
                <h2 id={`post-${id}`} className="content-card-title">
                  {text.title}
                </h2>
                <p className="news-item-meta">
                  <span>{t('posts.by', { author: text.author })}</span>
                  <time dateTime={entry.data.time}>{formatContentDate(entry.data.time, language)}</time>
                </p>
                {entry.data.image ? (
                  <ContentImage src={entry.data.image} alt={text.title} className="post-image" />
                ) : null}
                <RichText html={text.body} />
              </article>
            </li>
          );
        })}
      </ul>
    </ContentState>
  );
}
