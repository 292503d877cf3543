import type { MallItem } from '@boardforge/contracts/points.ts';
import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { Button, Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type MallItemCardProps = {
  item: MallItem;
  /** The customer's balance; null for a visitor. */
  balance: number | null;
  onRedeem: (item: MallItem) => void;
};

/** Why an item cannot be redeemed now, or null. */
export function findRedeemBlock(item: MallItem, balance: number | null): 'outOfStock' | 'notEnoughPoints' | null {
  if (item.stock <= 0) return 'outOfStock';
  if (balance !== null && balance < item.points) return 'notEnoughPoints';
  return null;
}

/** An item of the mall: image, name in the UI language, points price, stock and Redeem (or why not). */
export function MallItemCard({ item, balance, onRedeem }: MallItemCardProps) {
  const { t, i18n } = useTranslation('points');
  const reasonId = useId();
  const name = pickWording(toLanguage(i18n.language), { zh: item.name, en: item.nameEn });
  const block = findRedeemBlock(item, balance);
  return (
    <li className="mall-card">
      <img src={item.imageUrl} alt="" className="mall-card-image" width={320} height={200} loading="lazy" />
      <div className="mall-card-body">
        <h2 className="mall-card-title">{name}</h2>
        <p className="mall-card-price">
          <strong>{item.points}</strong> {t('mall.pointsUnit')}
        </p>
        <p className="member-muted">
          {item.stock > 0 ? t('mall.stock', { count: item.stock }) : <Tag color="default">{t('mall.soldOut')}</Tag>}
          {item.limitPerCustomer === null ? null : ` · ${t('mall.limitPerCustomer', { count: item.limitPerCustomer })}`}
        </p>
        <Button
          type="primary"
          block
          disabled={block !== null}
          aria-describedby={block ? reasonId : undefined}
          onClick={() => onRedeem(item)}
          aria-label={t('mall.redeemOf', { name })}
        >
          {t('mall.redeem')}
        </Button>
        {block ? (
          <p id={reasonId} className="mall-card-reason">
            {block === 'notEnoughPoints'
              ? t('mall.notEnoughPoints', { missing: item.points - (balance ?? 0) })
              : t('mall.outOfStock')}
          </p>
        ) : null}
      </div>
    </li>
  );
}
