import { useTranslation } from 'react-i18next';
import { usePublicShowcase } from '../api/list-public-showcase.ts';
import { ListState } from './list-state.tsx';
import './showcase-ratings.css';

const maxStars = 5;

/**
 * The home page's customer showcase: the newest ratings customers shared and staff approved (GET /api/content/showcase),
 * as cards of stars, tags of what was ordered (PCB, SMT, … and a rush delivery such as 24H), the review and the
 * customer's shortened name. With none approved yet the section says so.
 */
export function ShowcaseRatings() {
  const { t } = useTranslation('home');
  const showcase = usePublicShowcase();
  const rows = showcase.data?.rows ?? [];
  return (
    <ListState query={showcase} isEmpty={rows.length === 0} emptyText={t('showcase.empty')}>
      <ul className="showcase-ratings" aria-label={t('showcase.ratingsLabel')}>
        {rows.map((rating) => (
          <li key={rating.ratingId} className="showcase-rating" data-testid="showcase-rating">
            <span
              className="showcase-rating-stars"
              role="img"
              aria-label={t('showcase.stars', { count: rating.stars })}
            >
              {'★'.repeat(rating.stars)}
              <span className="showcase-rating-stars-off">{'★'.repeat(maxStars - rating.stars)}</span>
            </span>
            <ul className="showcase-rating-tags" aria-label={t('showcase.tagsLabel')}>
              <li>{t(`showcase.products.${rating.product}`)}</li>
              {rating.delivery ? <li>{rating.delivery.toUpperCase()}</li> : null}
            </ul>
            <blockquote>{rating.content}</blockquote>
            <span className="showcase-rating-name">{rating.customerName}</span>
          </li>
        ))}
      </ul>
    </ListState>
  );
}
