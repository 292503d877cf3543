import type { ReorderAnswer } from '@boardforge/contracts/order-profiles.ts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { ReorderView } from '../../../features/order-profiles/components/reorder-view.tsx';
import '../../../features/order-profiles/components/order-profiles.css';
import { cartPath } from '../../../features/quotes/components/quote-actions.tsx';
import { savePendingOrder } from '../../../lib/pending-order.ts';

/** /reorder?orderNo=: a past order priced with today's price book, the differences shown, then on to the cart. */
export function ReorderPage() {
  const { t } = useTranslation('profiles');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const navigate = useNavigate();

  // The same hand-off as Submit Order on Smart Quotes: the cart takes the quote over and prices it again.
  const goToCart = (answer: ReorderAnswer) => {
    const { tab, orderType, spec, quote } = answer;
    savePendingOrder({ tab, orderType, spec, answer: quote, priceBookVersion: quote.priceBookVersion });
    void navigate(cartPath);
  };

  return (
    <section className="surface-card" aria-labelledby="page-title">
      <div className="order-detail-head">
        <h1 id="page-title" className="order-title">
          {tc('routes.reorder')}
        </h1>
        <LinkButton to="/myOrder">{tc('routes.myOrder')}</LinkButton>
      </div>
      {orderNo === '' ? (
        <Alert type="warning" showIcon title={t('reorder.missingOrder')} />
      ) : (
        <ReorderView orderNo={orderNo} onContinue={goToCart} />
      )}
    </section>
  );
}
