import type { GivenRating } from '@boardforge/contracts/order-detail.ts';
import { Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTimeWithSeconds } from '../../../lib/format.ts';

/** The customer's rating of the order once given, read-only: the stars, the words and when. */
export function OrderRatingView({ rating }: { rating: GivenRating }) {
  const { t } = useTranslation('orders');
  return (
    <section className="order-rating" aria-labelledby="order-rating-title" data-testid="order-rating">
      <h2 id="order-rating-title" className="order-rating-title">
        {t('detail.rating')}
      </h2>
      <Rate disabled value={rating.stars} aria-label={t('actions.stars')} />
      {rating.content ? <p className="order-rating-content">{rating.content}</p> : null}
      <small>{t('detail.ratedAt', { date: formatDateTimeWithSeconds(rating.ratedAt) })}</small>
      {rating.share ? <p>{t('detail.ratingShared')}</p> : null}
    </section>
  );
}
