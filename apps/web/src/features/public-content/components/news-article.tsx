import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { isContentNotFound, usePublicContent } from '../api/get-public-content.ts';
import { formatContentDate, pickText } from '../utils/pick-text.ts';
import { ContentImage } from './content-image.tsx';
import { ContentState } from './content-state.tsx';
import { RichText } from './rich-text.tsx';

/**
 * One published news item: title (the page's h1), category and date, picture, sanitised body and a link back to the
 * list. An id that is unknown, unpublished or not news shows the not-found page's content.
 */
export function NewsArticle({ id }: { id: string }) {
  const { t } = useTranslation('publicContent');
  const language = useLanguage();
  const item = usePublicContent(id);
  const entry = item.data?.entry;
  if (!item.isRecordId || isContentNotFound(item.error) || (entry && entry.kind !== 'news')) {
    return (
      <div className="container section">
        <NotFound />
      </div>
    );
  }
  return (
    <div className="container section narrow">
      <ContentState
        isPending={item.isPending}
        isError={item.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void item.refetch()}
      >
        {entry?.kind === 'news' && item.data ? (
          <article className="news-article" aria-labelledby="page-title">
            <h1 id="page-title" className="news-article-title">
              {pickText(entry, language).title}
            </h1>
            <p className="news-item-meta">
              <span>{t(`news.categories.${entry.data.category}` as 'news.categories.0')}</span>
              <time dateTime={item.data.publishedAt}>{formatContentDate(item.data.publishedAt, language)}</time>
            </p>
            {entry.data.image ? (
              <ContentImage
                src={entry.data.image}
                alt={pickText(entry, language).title}
                className="news-article-image"
              />
            ) : null}
            <RichText html={pickText(entry, language).body} />
          </article>
        ) : null}
      </ContentState>
      <p className="news-article-back">
        <LinkButton to="/aboutUs/news">{t('news.back')}</LinkButton>
      </p>
    </div>
  );
}
