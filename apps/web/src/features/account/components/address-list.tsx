import { EditOutlined, EnvironmentOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { type Address, isAddressComplete, maxAddressesPerUser } from '@boardforge/contracts/addresses.ts';
import { Alert, App, Button, Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddresses } from '../../../api/list-addresses.ts';
import { useSaveAddress } from '../../../api/save-address.ts';
import { AddressFormModal } from '../../../components/address-form-modal.tsx';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button.tsx';
import { formatAddressLine } from '../../../lib/format.ts';
import { useDeleteAddress } from '../api/delete-address.ts';

/** The own delivery addresses: add, edit in a dialog, delete with a confirmation, set the default. */
export function AddressList() {
  const { t } = useTranslation('account');
  const { t: tAddress } = useTranslation('addresses');
  const { message } = App.useApp();
  const addresses = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const list = addresses.data ?? [];
  const isFull = list.length >= maxAddressesPerUser;

  const handleSetDefault = async (address: Address) => {
    // The server refuses to save an incomplete address, so it is completed in the form (already ticked as default).
    if (!isAddressComplete(address)) {
      setEditing({ ...address, isDefault: true });
      return;
    }
    try {
      await save.mutateAsync({ ...address, isDefault: true });
      void message.success(t('address.defaultSet'));
    } catch {
      // Notified by the request layer.
    }
  };

  const handleDelete = async (address: Address) => {
    try {
      await remove.mutateAsync(address.id);
      void message.success(t('address.deleted'));
    } catch {
      // Notified by the request layer.
    }
  };

  return (
    <div className="address-list">
      <div className="member-toolbar">
        <p className="member-muted">{t('address.count', { count: list.length, max: maxAddressesPerUser })}</p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} disabled={isFull}>
          {t('address.add')}
        </Button>
      </div>
      {isFull ? <Alert type="info" showIcon title={t('address.limit', { max: maxAddressesPerUser })} /> : null}
      {addresses.isPending ? <Skeleton active /> : null}
      {addresses.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {addresses.isSuccess && list.length === 0 ? <Empty description={t('address.empty')} /> : null}
      <ul className="address-cards">
        {list.map((address) => (
          <li key={address.id} className={`address-card${address.isDefault ? ' is-default' : ''}`}>
            <div className="address-card-head">
              <strong>{address.fullName}</strong>
              <span>{address.mobile}</span>
              {address.isDefault ? <span className="member-tag-default">{t('address.default')}</span> : null}
              {isAddressComplete(address) ? null : <Tag color="warning">{tAddress('incomplete')}</Tag>}
            </div>
            <p className="address-card-line">
              <EnvironmentOutlined aria-hidden="true" /> {formatAddressLine(address) || t('address.noDetail')}
            </p>
            <div className="address-card-actions">
              <Button
                type="link"
                icon={<EditOutlined />}
                onClick={() => setEditing(address)}
                aria-label={t('address.editOf', { name: address.fullName })}
              >
                {t('address.edit')}
              </Button>
              {address.isDefault ? null : (
                <Button
                  type="link"
                  icon={<StarOutlined />}
                  onClick={() => void handleSetDefault(address)}
                  aria-label={t('address.setDefaultOf', { name: address.fullName })}
                >
                  {t('address.setDefault')}
                </Button>
              )}
              <ConfirmDeleteButton
                title={t('address.deleteTitle')}
                description={t('address.deleteConfirm', { name: address.fullName })}
                label={t('address.delete')}
                confirmLabel={t('ok')}
                cancelLabel={t('cancel')}
                ariaLabel={t('address.deleteOf', { name: address.fullName })}
                onConfirm={() => handleDelete(address)}
              />
            </div>
          </li>
        ))}
      </ul>
      <AddressFormModal
        address={editing}
        isFirst={list.length === 0}
        onSave={save.mutateAsync}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
