import { type Address, isAddressComplete } from '@boardforge/contracts/addresses.ts';
import { Button, Form, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAddressLine } from '../../../lib/format.ts';

export type CheckoutAddressesProps = {
  /** The address book; undefined while it loads. */
  addresses: Address[] | undefined;
  /** Opens the address form: null to add one, an address to edit (or complete) it. */
  onEdit: (address: Address | null) => void;
};

/** Picks the address an order ships to first: the default if it is complete, else the first complete one. */
export function pickInitialAddress(addresses: Address[]): Address | undefined {
  return addresses.find((entry) => entry.isDefault && isAddressComplete(entry)) ?? addresses.find(isAddressComplete);
}

/**
 * The order form's shipping address (the `addressId` field): one of the address book's, added or edited in place.
 * An address saved before province, city and street were required is marked and must be completed before it can be
 * chosen for an order (the server would refuse it).
 */
export function CheckoutAddresses({ addresses, onEdit }: CheckoutAddressesProps) {
  const { t } = useTranslation('orders');
  const { t: tAddress } = useTranslation('addresses');
  const list = addresses ?? [];
  const chosenId = Form.useWatch('addressId', Form.useFormInstance()) as string | undefined;

  const completeRule = {
    validator: (_rule: unknown, id: string | undefined) => {
      const chosen = list.find((entry) => entry.id === id);
      return !chosen || isAddressComplete(chosen)
        ? Promise.resolve()
        : Promise.reject(new Error(tAddress('incompleteHint')));
    },
  };

  return (
    <Form.Item label={t('checkout.address')} required>
      <Form.Item name="addressId" noStyle rules={[{ required: true, message: t('checkout.noAddress') }, completeRule]}>
        <Radio.Group className="checkout-addresses" aria-label={t('checkout.address')}>
          {list.map((address) => {
            const isComplete = isAddressComplete(address);
            return (
              <div key={address.id} className="checkout-address">
                <Radio value={address.id}>
                  {address.fullName} {address.mobile} · {formatAddressLine(address)}
                  {isComplete ? null : (
                    <Tag color="warning" className="checkout-address-tag">
                      {tAddress('incomplete')}
                    </Tag>
                  )}
                </Radio>
                {isComplete ? (
                  <Button type="link" size="small" onClick={() => onEdit(address)}>
                    {t('checkout.editAddress')}
                  </Button>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => onEdit(address)}
                    aria-label={tAddress('completeOf', { name: address.fullName })}
                  >
                    {tAddress('complete')}
                  </Button>
                )}
              </div>
            );
          })}
        </Radio.Group>
      </Form.Item>
      {addresses?.length === 0 && !chosenId ? <p className="checkout-hint">{t('checkout.noAddress')}</p> : null}
      <Button onClick={() => onEdit(null)}>{t('checkout.addAddress')}</Button>
    </Form.Item>
  );
}
