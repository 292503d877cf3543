import { type MallItem, maxRedeemQuantity } from '@boardforge/contracts/points.ts';
import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { App, InputNumber, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRedeemItem } from '../api/redeem-item.ts';

export type RedeemDialogProps = {
  item: MallItem | null;
  balance: number;
  onClose: () => void;
};

/** The most of an item one redemption may take with this balance and stock. */
export function maxQuantityFor(item: MallItem, balance: number): number {
  return Math.max(0, Math.min(maxRedeemQuantity, item.stock, Math.floor(balance / item.points)));
}

/** Quantity and confirmation of a redemption; the balance after it shows before the customer confirms. */
export function RedeemDialog({ item, balance, onClose }: RedeemDialogProps) {
  const { t, i18n } = useTranslation('points');
  const { message } = App.useApp();
  const redeem = useRedeemItem();
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();

  useEffect(() => {
    if (item) setQuantity(1);
  }, [item]);

  if (!item) return <Modal open={false} />;
  const name = pickWording(toLanguage(i18n.language), { zh: item.name, en: item.nameEn });
  const maxQuantity = Math.max(1, maxQuantityFor(item, balance));
  const cost = item.points * quantity;

  const handleOk = async () => {
    try {
      const answer = await redeem.mutateAsync({ itemId: item.id, quantity });
      void message.success({ content: t('mall.redeemed', { name, balance: answer.balance }), duration: 6 });
      onClose();
    } catch {
      // The server's reason (stock, points) was notified; the dialog stays for another choice.
    }
  };

  return (
    <Modal
      open
      title={t('mall.confirmTitle')}
      okText={redeem.isPending ? t('submitting') : t('mall.confirmRedeem')}
      cancelText={t('cancel')}
      confirmLoading={redeem.isPending}
      onOk={() => void handleOk()}
      onCancel={onClose}
    >
      <p className="redeem-item-name">{name}</p>
      <label htmlFor={quantityId} className="redeem-label">
        {t('mall.quantity')}
      </label>
      <InputNumber
        id={quantityId}
        min={1}
        max={maxQuantity}
        precision={0}
        value={quantity}
        onChange={(value) => setQuantity(Math.min(maxQuantity, Math.max(1, Number(value) || 1)))}
      />
      <dl className="redeem-summary">
        <div>
          <dt>{t('mall.cost')}</dt>
          <dd>{cost}</dd>
        </div>
        <div>
          <dt>{t('mall.balance')}</dt>
          <dd>{balance}</dd>
        </div>
        <div>
          <dt>{t('mall.balanceAfter')}</dt>
          <dd>{balance - cost}</dd>
        </div>
      </dl>
    </Modal>
  );
}
