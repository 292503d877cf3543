import { DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, InputNumber, Skeleton, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentPriceBook } from '../../../api/get-current-price-book.ts';
import { DebounceButton } from '../../../components/debounce-button.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { clearPendingOrder, readPendingOrderJson } from '../../../lib/pending-order.ts';
import { summarizeSpec } from '../../../lib/spec-description.ts';
import { confirmPrice } from '../api/confirm-price.ts';
import {
  addAndChooseItem,
  buildItemFromPending,
  type CartItem,
  readQuantity,
  removeItems,
  selectItems,
  setPrice,
  setQuantity,
  sumSelected,
} from '../utils/cart-store.ts';
import { repriceInBrowser } from '../utils/reprice.ts';
import { useCart, useMergeBrowserCart } from '../utils/use-cart.ts';
import './cart.css';

/** How long quantity typing must pause before the server confirms the price. */
export const confirmDelayMs = 300;

type PriceState = 'repricing' | 'confirmed' | 'unconfirmed';

export type CartViewProps = {
  userId: string;
  /** Check out the chosen lines (the page shows the order form). */
  onCheckout: (items: CartItem[]) => void;
};

const yuanFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const formatYuan = (amount: number) => `¥${yuanFormat.format(amount)}`;

/** Takes over the quote /valuation handed over (once, when the cart is in), so a reload does not add it again. */
function useImportPendingOrder(userId: string, update: ReturnType<typeof useCart>['update'], isReady: boolean) {
  const [hasAdded, setHasAdded] = useState(false);
  useEffect(() => {
    if (!isReady) return;
    const item = buildItemFromPending(readPendingOrderJson(), () => crypto.randomUUID(), new Date());
    if (!item) return;
    update((items) => addAndChooseItem(items, item));
    clearPendingOrder();
    setHasAdded(true);
  }, [update, isReady]);
  return hasAdded && userId !== '';
}

/** The cart: quotes kept on the server for the customer, quantity re-priced at once in the browser and confirmed by the server. */
export function CartView({ userId, onCheckout }: CartViewProps) {
  const { t } = useTranslation('orders');
  const { t: tQuotes, i18n } = useTranslation('quotes');
  // The browser's cart joins the server's first, so the cart is read once with its lines.
  const isMerged = useMergeBrowserCart(userId);
  const { items, isLoaded, update } = useCart(userId, { isEnabled: isMerged });
  const priceBook = useCurrentPriceBook();
  const hasAdded = useImportPendingOrder(userId, update, isMerged && isLoaded);
  const [priceStates, setPriceStates] = useState<Record<string, PriceState>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const changeQuantity = (item: CartItem, quantity: number | null) => {
    if (quantity === null || quantity < 1) return;
    update((all) => setQuantity(all, item.id, quantity));
    const next = { ...item, spec: setQuantity([item], item.id, quantity)[0]?.spec ?? item.spec };
    if (priceBook.data) {
      const local = repriceInBrowser(item.orderType, next.spec, priceBook.data.book, new Date());
      update((all) => setPrice(all, item.id, local, priceBook.data?.version ?? null));
    }
    setPriceStates((states) => ({ ...states, [item.id]: 'repricing' }));
    const previous = timers.current.get(item.id);
    if (previous) clearTimeout(previous);
    timers.current.set(
      item.id,
      setTimeout(() => {
        confirmPrice(item.orderType, next.spec)
          .then((answer) => {
            if (answer) update((all) => setPrice(all, item.id, answer.total, answer.priceBookVersion));
            setPriceStates((states) => ({ ...states, [item.id]: 'confirmed' }));
          })
          .catch(() => setPriceStates((states) => ({ ...states, [item.id]: 'unconfirmed' })));
      }, confirmDelayMs),
    );
  };

  if (!isLoaded) return <Skeleton active />;
  if (items.length === 0) {
    return (
      <Empty description={t('cart.empty')}>
        <LinkButton to="/valuation" variant="primary">
          {t('cart.goQuote')}
        </LinkButton>
      </Empty>
    );
  }

  const selected = items.filter((item) => item.isSelected);
  const isAllSelected = selected.length === items.length;
  const isRepricing = Object.values(priceStates).includes('repricing');

  return (
    <div className="cart-view">
      {hasAdded && <p className="cart-note">{t('cart.added')}</p>}
      <div className="cart-toolbar">
        <Checkbox
          checked={isAllSelected}
          indeterminate={selected.length > 0 && !isAllSelected}
          onChange={(event) => update((all) => selectItems(all, 'all', event.target.checked))}
        >
          {t('cart.selectAll')}
        </Checkbox>
        <Button
          icon={<DeleteOutlined />}
          disabled={selected.length === 0}
          onClick={() =>
            update((all) =>
              removeItems(
                all,
                selected.map((item) => item.id),
              ),
            )
          }
        >
          {t('cart.removeSelected')}
        </Button>
      </div>
      <ul className="cart-lines" aria-label={t('cart.title')}>
        {items.map((item) => {
          const name = t(`orderTypes.${item.orderType}`);
          const state = priceStates[item.id];
          return (
            <li key={item.id} className="cart-line" data-testid="cart-line">
              <Checkbox
                checked={item.isSelected}
                aria-label={t('cart.selectItem', { name })}
                onChange={(event) => update((all) => selectItems(all, [item.id], event.target.checked))}
              />
              <div className="cart-line-main">
                <strong>{name}</strong>
                <span className="cart-line-spec">
                  {summarizeSpec(
                    { orderType: item.orderType, spec: item.spec, priceBook: priceBook.data?.book },
                    tQuotes,
                    i18n.language,
                  )}
                </span>
              </div>
              <div className="cart-line-quantity">
                <span>{t('cart.quantity')}</span>
                <InputNumber
                  aria-label={`${t('cart.quantity')} ${name}`}
                  min={1}
                  precision={0}
                  value={readQuantity(item)}
                  onChange={(value) => changeQuantity(item, typeof value === 'number' ? value : null)}
                />
              </div>
              <div className="cart-line-price">
                <span aria-live="polite">{item.total === null ? t('money.unknown') : formatYuan(item.total)}</span>
                {state && (
                  <Tag color={state === 'confirmed' ? 'green' : state === 'repricing' ? 'processing' : 'warning'}>
                    {t(`cart.${state}`)}
                  </Tag>
                )}
              </div>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('cart.remove')} ${name}`}
                onClick={() => update((all) => removeItems(all, [item.id]))}
              />
            </li>
          );
        })}
      </ul>
      <div className="cart-footer">
        <span>
          {t('cart.selectedTotal')}: <strong data-testid="cart-total">{formatYuan(sumSelected(items))}</strong>
        </span>
        <DebounceButton
          type="primary"
          size="large"
          disabled={selected.length === 0 || isRepricing}
          onClick={() => onCheckout(selected)}
        >
          {t('cart.checkout', { count: selected.length })}
        </DebounceButton>
      </div>
    </div>
  );
}
