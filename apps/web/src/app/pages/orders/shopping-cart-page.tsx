import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentPriceBook } from '../../../api/get-current-price-book.ts';
import { CartView } from '../../../features/cart/components/cart-view.tsx';
import type { CartItem } from '../../../features/cart/utils/cart-store.ts';
import { removeItems } from '../../../features/cart/utils/cart-store.ts';
import { repriceInBrowser } from '../../../features/cart/utils/reprice.ts';
import { useCart } from '../../../features/cart/utils/use-cart.ts';
import { CheckoutForm } from '../../../features/orders/components/checkout-form.tsx';
import '../../../features/orders/components/orders.css';
import { useSession } from '../../../lib/session.ts';

/** /order/orderManagement/shoppingCart: the cart, then the order form for the chosen lines, then the order. */
export function ShoppingCartPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const userId = userInfo?.uid ?? 'guest';
  const { update } = useCart(userId, { isEnabled: false });
  const [checkoutLines, setCheckoutLines] = useState<CartItem[] | null>(null);
  const priceBook = useCurrentPriceBook();
  const book = priceBook.data?.book;

  return (
    <section className="surface-card" aria-labelledby="page-title">
      <h1 id="page-title" className="order-title">
        {checkoutLines ? t('checkout.title') : t('cart.title')}
      </h1>
      {checkoutLines ? (
        <CheckoutForm
          lines={checkoutLines}
          onBack={() => setCheckoutLines(null)}
          priceSpec={book ? (orderType, spec) => repriceInBrowser(orderType, spec, book, new Date()) : undefined}
          onPlaced={(placed) => {
            update((items) =>
              removeItems(
                items,
                placed.map((entry) => entry.lineId),
              ),
            );
            const first = placed[0];
            if (placed.length === 1 && first)
              void navigate(`/orderDetail?orderId=${encodeURIComponent(first.answer.orderId)}`);
            else void navigate('/myOrder');
          }}
        />
      ) : (
        <>
          <p className="page-intro">{t('cart.intro')}</p>
          <CartView userId={userId} onCheckout={setCheckoutLines} />
        </>
      )}
    </section>
  );
}
