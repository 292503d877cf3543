import { priceOffer } from '@boardforge/domain/pricing/offer.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { buildOfferPath } from '../../../lib/offer-link.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { ListState } from './list-state.tsx';

const offerPaging = { kind: 'specialOffer', pageNum: 1, pageSize: 10 } as const;

/**
 * The home page's special offers: the published specialOffer records, each priced from its quote spec by the domain
 * engine with the price book Smart Quotes uses, and opening /valuation on the offer's tab with that spec.
 */
export function SpecialOffers({ priceBook }: { priceBook: PriceBook }) {
  const { t } = useTranslation('home');
  const language = useLanguage() === 'en' ? 'en' : 'zh';
  const list = usePublicContentList(offerPaging);
  const offers = entriesOf(list.data, 'specialOffer');
  const now = new Date();
  return (
    <ListState query={list} isEmpty={offers.length === 0} emptyText={t('offers.empty')}>
      <ul className="card-grid card-grid-3">
        {offers.map(({ id, entry }) => {
          const text = entry[language];
          const price = priceOffer(entry.data.quote, priceBook, now);
          // Marked as coming from home: the quote page opens it as the visitor's own spec, not a shared link.
          const path = `${buildOfferPath(entry.data.quote)}&source=home`;
          return (
            <li key={id} className="offer-card" data-testid="offer-card">
              <p className="offer-type">{text.type}</p>
              <h3>{text.title}</h3>
              <p className="offer-price">
                {price === null ? (
                  <span className="offer-unpriced">{t('offers.unpriced')}</span>
                ) : (
                  <span className="offer-amount" data-testid="offer-price">
                    {formatMoney(price)}
                  </span>
                )}
              </p>
              <ul className="offer-items">
                {text.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <LinkButton to={path} variant="primary" aria-label={t('offers.ctaFor', { title: text.title })}>
                {t('offers.cta')}
              </LinkButton>
            </li>
          );
        })}
      </ul>
    </ListState>
  );
}
