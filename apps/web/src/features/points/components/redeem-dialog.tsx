import { type MallItem, maxRedeemQuantity } from '@boardforge/contracts/points.ts';
import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { Alert, App, InputNumber, Modal, Select } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddresses } from '../../../api/list-addresses.ts';
import { formatAddressLine } from '../../../lib/format.ts';
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
  const [addressId, setAddressId] = useState<string | undefined>();
  const quantityId = useId();
  const addressLabelId = useId();
  const addresses = useAddresses();
  const defaultAddressId = (addresses.data?.find((address) => address.isDefault) ?? addresses.data?.[0])?.id;

  useEffect(() => {
    if (item) setQuantity(1);
  }, [item]);
  useEffect(() => {
    if (item) setAddressId(defaultAddressId);
  }, [item, defaultAddressId]);

  if (!item) return <Modal open={false} />;
  const name = pickWording(toLanguage(i18n.language), { zh: item.name, en: item.nameEn });
  const maxQuantity = Math.max(1, maxQuantityFor(item, balance));
  const cost = item.points * quantity;

  const handleOk = async () => {
    if (!addressId) return;
    try {
      const answer = await redeem.mutateAsync({ itemId: item.id, quantity, addressId });
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
      okButtonProps={{ disabled: !addressId }}
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
      <p id={addressLabelId} className="redeem-label">
        {t('mall.address')}
      </p>
      {addresses.isSuccess && addresses.data.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('mall.noAddress')}
          action={<Link to="/address">{t('mall.addAddress')}</Link>}
        />
      ) : (
        <Select
          aria-labelledby={addressLabelId}
          data-testid="redeem-address"
          style={{ width: '100%' }}
          loading={addresses.isPending}
          value={addressId}
          onChange={setAddressId}
          options={(addresses.data ?? []).map((address) => ({
            value: address.id,
            label: `${address.fullName} ${address.mobile} · ${formatAddressLine(address)}`,
          }))}
        />
      )}
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
