import { useTranslation } from 'react-i18next';
import { usePublicShowcase } from '../api/list-public-showcase.ts';
import './showcase-ratings.css';

const maxStars = 5;

/**
 * The home page's customer showcase: the newest ratings customers shared and staff approved (GET /api/content/showcase),
 * as cards of stars, review and the customer's shortened name. Nothing is shown while there are none.
 */
export function ShowcaseRatings() {
  const { t } = useTranslation('home');
  const showcase = usePublicShowcase();
  const rows = showcase.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <ul className="showcase-ratings" aria-label={t('showcase.ratingsLabel')}>
      {rows.map((rating) => (
        <li key={rating.ratingId} className="showcase-rating">
          <span className="showcase-rating-stars" role="img" aria-label={t('showcase.stars', { count: rating.stars })}>
            {'★'.repeat(rating.stars)}
            <span className="showcase-rating-stars-off">{'★'.repeat(maxStars - rating.stars)}</span>
          </span>
          <blockquote>{rating.content}</blockquote>
          <span className="showcase-rating-name">{rating.customerName}</span>
        </li>
      ))}
    </ul>
  );
}
