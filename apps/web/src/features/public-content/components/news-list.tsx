import { contentLimits } from '@boardforge/contracts/content.ts';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ResponsiveTabs } from '../../../components/responsive-tabs.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { formatContentDate, pickText } from '../utils/pick-text.ts';
import { ContentImage } from './content-image.tsx';
import { ContentState } from './content-state.tsx';

const pageSize = 10;
const allCategories = 'all';
const categoryKeys = [
  allCategories,
  ...Array.from({ length: contentLimits.newsCategoryMax + 1 }, (_, index) => String(index)),
];

/** Reads a whole number of the address (?page=2), else the fallback. */
function readNumber(value: string | null, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= max ? number : fallback;
}

/** The news list: category tabs (all, 0–5), in the store's order, paged; category and page live in the address. */
export function NewsList() {
  const { t } = useTranslation('publicContent');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const categoryParam = params.get('category');
  const category = categoryParam === null ? undefined : readNumber(categoryParam, -1, contentLimits.newsCategoryMax);
  const pageNum = Math.max(1, readNumber(params.get('page'), 1, 100_000));
  const list = usePublicContentList({
    kind: 'news',
    pageNum,
    pageSize,
    ...(category === undefined || category < 0 ? {} : { category }),
  });
  const items = entriesOf(list.data, 'news');
  const activeKey = category === undefined || category < 0 ? allCategories : String(category);

  const selectCategory = (key: string) =>
    setParams(key === allCategories ? {} : { category: key }, { preventScrollReset: true });
  const selectPage = (page: number) =>
    setParams({ ...(activeKey === allCategories ? {} : { category: activeKey }), page: String(page) });

  const body = (
    <ContentState
      isPending={list.isPending}
      isError={list.isError}
      isEmpty={items.length === 0}
      emptyText={t('news.empty')}
      onRetry={() => void list.refetch()}
    >
      <ul className="news-list" aria-label={t('news.listLabel')}>
        {items.map(({ id, entry, publishedAt }) => {
          const text = pickText(entry, language);
          return (
            <li key={id} className="news-item">
              {entry.data.image ? (
                <ContentImage src={entry.data.image} alt={text.title} className="news-item-image" />
              ) : null}
              <div className="news-item-text">
                <h2 className="news-item-title">
                  <Link to={`/aboutUs/news/${id}`}>{text.title}</Link>
                </h2>
                <p className="news-item-meta">
                  <span>{t(`news.categories.${entry.data.category}` as 'news.categories.0')}</span>
                  <time dateTime={publishedAt}>{formatContentDate(publishedAt, language)}</time>
                </p>
                {text.summary ? <p className="news-item-summary">{text.summary}</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
      {(list.data?.total ?? 0) > pageSize ? (
        <Pagination
          className="public-content-pagination"
          current={pageNum}
          pageSize={pageSize}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          onChange={selectPage}
        />
      ) : null}
    </ContentState>
  );

  return (
    <ResponsiveTabs
      label={t('news.tabsLabel')}
      activeKey={activeKey}
      onChange={selectCategory}
      items={categoryKeys.map((key) => ({
        key,
        label: t(`news.categories.${key}` as 'news.categories.all'),
        children: key === activeKey ? body : null,
      }))}
    />
  );
}
