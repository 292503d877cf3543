import { useParams } from 'react-router';
import { NewsArticle } from '../../../features/public-content/components/news-article.tsx';

/** /aboutUs/news/:id: one published news item, or the not-found content. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  // Keyed by id: moving to another item starts from its own loading state.
  return <NewsArticle key={id} id={id} />;
}
