import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/page-hero.tsx';
import { ActivityList } from '../../../features/public-content/components/activity-list.tsx';
import { CustomerPostList } from '../../../features/public-content/components/customer-post-list.tsx';
import { NewsList } from '../../../features/public-content/components/news-list.tsx';
import { ProductShowcaseList } from '../../../features/public-content/components/product-showcase-list.tsx';
import type { RouteTitleKey } from '../../routes/route-handle.ts';
import './content-pages.css';

type Section = 'news' | 'products' | 'activities' | 'posts';

/** A content list page: hero with the route's title and the section's lead, then the list from the store. */
function ListPage({ title, section, children }: { title: RouteTitleKey; section: Section; children: React.ReactNode }) {
  const { t } = useTranslation('publicContent');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t(`${section}.eyebrow`)} title={tc(`routes.${title}`)} lead={t(`${section}.lead`)} />
      <section className="section">
        <div className="container">{children}</div>
      </section>
    </>
  );
}

/** /aboutUs/news: news by category, paged. */
export function NewsPage() {
  return (
    <ListPage title="news" section="news">
      <NewsList />
    </ListPage>
  );
}

/** /factoryDisplay/productList: the product showcase. */
export function ProductListPage() {
  return (
    <ListPage title="productList" section="products">
      <ProductShowcaseList />
    </ListPage>
  );
}

/** /factoryDisplay/activity: activities with their photo galleries. */
export function ActivityPage() {
  return (
    <ListPage title="activity" section="activities">
      <ActivityList />
    </ListPage>
  );
}

/** /factoryDisplay/sunbathing: customer posts. */
export function CustomerPostsPage() {
  return (
    <ListPage title="sunbathing" section="posts">
      <CustomerPostList />
    </ListPage>
  );
}
