import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { ListState } from './list-state.tsx';

const newsPaging = { kind: 'news', pageNum: 1, pageSize: 10 } as const;
/** How many of the newest items the home page shows (the news page lists them all). */
const shownNews = 4;

/** The newest published news, each linking to its page. */
export function LatestNews() {
  const { t } = useTranslation('home');
  const language = useLanguage() === 'en' ? 'en' : 'zh';
  const list = usePublicContentList(newsPaging);
  // The news list's own order (staff's sort, then newest first), so a story staff put on top leads here too.
  const news = entriesOf(list.data, 'news').slice(0, shownNews);
  return (
    <ListState query={list} isEmpty={news.length === 0} emptyText={t('news.empty')}>
      <ul className="home-news">
        {news.map(({ id, entry, publishedAt }) => (
          <li key={id} className="home-news-item">
            <time dateTime={publishedAt}>{publishedAt.slice(0, 10)}</time>
            <Link to={`/aboutUs/news/${id}`}>{entry[language].title}</Link>
            {entry[language].summary ? <p>{entry[language].summary}</p> : null}
          </li>
        ))}
      </ul>
    </ListState>
  );
}
