import { type AdminRedemption, mallItemLimits } from '@boardforge/contracts/points-mall.ts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { formatAddressLine } from '../../../lib/format.ts';
import { useShipRedemption } from '../api/ship-redemption.ts';

type ShipValues = { carrier: string; trackingNumber: string };

/** The dialog shipping a pending redemption with the carrier and tracking number; closed while `redemption` is null. */
export function ShipModal({ redemption, onClose }: { redemption: AdminRedemption | null; onClose: () => void }) {
  const { t } = useTranslation('points');
  return (
    <FormModal subject={redemption} title={t('admin.ship.title')} onClose={onClose}>
      {(current) => <ShipForm redemption={current} onDone={onClose} />}
    </FormModal>
  );
}

function ShipForm({ redemption, onDone }: { redemption: AdminRedemption; onDone: () => void }) {
  const { t } = useTranslation('points');
  const { message } = App.useApp();
  const [form] = Form.useForm<ShipValues>();
  const ship = useShipRedemption();
  const address = redemption.deliveryAddress;

  const submit = async (values: ShipValues) => {
    await ship.mutateAsync({
      id: redemption.id,
      carrier: values.carrier.trim(),
      trackingNumber: values.trackingNumber.trim(),
    });
    void message.success(t('admin.ship.done'));
    onDone();
  };

  return (
    <ModalForm<ShipValues>
      form={form}
      initialValues={{}}
      summary={
        <p>
          {address
            ? t('admin.ship.help', {
                name: address.fullName,
                mobile: address.mobile,
                address: formatAddressLine(address),
              })
            : t('admin.ship.noAddress')}
        </p>
      }
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={ship.isPending}
      labels={{ failed: t('admin.form.failed'), cancel: t('cancel'), submit: t('admin.ship.submit') }}
    >
      <Form.Item
        name="carrier"
        label={t('admin.carrier')}
        rules={[{ required: true, whitespace: true, message: t('admin.form.required', { field: t('admin.carrier') }) }]}
      >
        <Input maxLength={mallItemLimits.carrier} />
      </Form.Item>
      <Form.Item
        name="trackingNumber"
        label={t('admin.trackingNumber')}
        extra={t('admin.ship.trackingHelp')}
        rules={[
          { required: true, whitespace: true, message: t('admin.form.required', { field: t('admin.trackingNumber') }) },
          { pattern: /^[A-Za-z0-9-]+$/, message: t('admin.ship.trackingHelp') },
        ]}
      >
        <Input maxLength={mallItemLimits.trackingNumber} />
      </Form.Item>
    </ModalForm>
  );
}
