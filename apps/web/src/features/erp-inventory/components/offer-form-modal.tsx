import type { PartDetail, PartOffer } from '@boardforge/contracts/parts.ts';
import { partLimits } from '@boardforge/contracts/parts.ts';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { useSuppliers } from '../api/list-suppliers.ts';
import { useSaveOffer } from '../api/save-offer.ts';
import { buildSaveOfferRequest, type OfferFormValues, supplierSkuMaxLength } from '../utils/supplier-form.ts';

export type OfferFormModalProps = {
  /** The part the offer is for; null keeps the dialog closed. */
  part: PartDetail | null;
  /** The offer to change; null adds one. */
  offer?: PartOffer | null;
  onClose: () => void;
};

/**
 * The offer dialog of a part: which supplier sells it under which SKU, from what quantity, at what price — a new
 * offer, or a change of one (its supplier stays).
 */
export function OfferFormModal({ part, offer = null, onClose }: OfferFormModalProps) {
  const { t } = useTranslation('inventory');
  const title = offer
    ? t('offerForm.editTitle', { mpn: part?.mpn ?? '', supplier: offer.supplierName })
    : t('offerForm.title', { mpn: part?.mpn ?? '' });
  return (
    <FormModal subject={part} title={title} onClose={onClose}>
      {(subject) => <OfferForm part={subject} offer={offer} onDone={onClose} />}
    </FormModal>
  );
}

function OfferForm({ part, offer, onDone }: { part: PartDetail; offer: PartOffer | null; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const { message } = App.useApp();
  const [form] = Form.useForm<OfferFormValues>();
  const [keyword, setKeyword] = useState('');
  // The picker searches the suppliers on the server (name or contact), 50 at a time.
  const suppliers = useSuppliers({ keyword: keyword.trim() || undefined, pageNum: 1, pageSize: 50 });
  const save = useSaveOffer();
  const required = (field: string) => ({ required: true, message: t('offerForm.required', { field }) });

  const submit = async (values: OfferFormValues) => {
    await save.mutateAsync(buildSaveOfferRequest(part.id, values, offer?.id));
    void message.success(t('offerForm.saved'));
    onDone();
  };

  return (
    <ModalForm<OfferFormValues>
      form={form}
      initialValues={
        offer
          ? {
              supplierId: offer.supplierId,
              supplierSku: offer.supplierSku,
              minQuantity: offer.minQuantity,
              unitPrice: offer.unitPrice,
              leadTimeDays: offer.leadTimeDays,
            }
          : { supplierId: undefined, supplierSku: '', minQuantity: 1, unitPrice: null, leadTimeDays: 0 }
      }
      summary={null}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={save.isPending}
      labels={{ failed: t('offerForm.failed'), cancel: t('offerForm.cancel'), submit: t('offerForm.submit') }}
    >
      <Form.Item name="supplierId" label={t('offerForm.supplier')} rules={[required(t('offerForm.supplier'))]}>
        <Select
          disabled={offer !== null}
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={suppliers.isFetching}
          options={
            offer
              ? [{ value: offer.supplierId, label: `${offer.supplierName} (${offer.currency})` }]
              : (suppliers.data?.rows ?? []).map((supplier) => ({
                  value: supplier.id,
                  label: `${supplier.name} (${supplier.currency})`,
                }))
          }
        />
      </Form.Item>
      <Form.Item name="supplierSku" label={t('offerForm.sku')}>
        <Input maxLength={supplierSkuMaxLength} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="minQuantity" label={t('offerForm.minQuantity')} rules={[required(t('offerForm.minQuantity'))]}>
        <InputNumber<number> min={1} max={partLimits.quantity} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="unitPrice" label={t('offerForm.unitPrice')} rules={[required(t('offerForm.unitPrice'))]}>
        <InputNumber<number> min={0} step={0.0001} precision={4} inputMode="decimal" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="leadTimeDays" label={t('offerForm.leadTime')}>
        <InputNumber<number> min={0} max={partLimits.leadTimeDays} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </ModalForm>
  );
}
