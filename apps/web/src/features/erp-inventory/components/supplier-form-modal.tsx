import { type Supplier, supplierCurrencies, supplierPaymentTerms } from '@boardforge/contracts/suppliers.ts';
import { App, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { useSaveSupplier } from '../api/save-supplier.ts';
import {
  buildSaveSupplierRequest,
  type SupplierFormValues,
  supplierTextLimits,
  toSupplierFormValues,
} from '../utils/supplier-form.ts';

export type SupplierFormModalProps = {
  /** `{ supplier: null }` adds a supplier, `{ supplier }` changes it; null keeps the dialog closed. */
  subject: { supplier: Supplier | null } | null;
  onClose: () => void;
};

/** The Add supplier / Edit supplier dialog: name, contact, payment terms, currency and rating. */
export function SupplierFormModal({ subject, onClose }: SupplierFormModalProps) {
  const { t } = useTranslation('inventory');
  const title = subject?.supplier
    ? t('supplierForm.editTitle', { name: subject.supplier.name })
    : t('supplierForm.addTitle');
  return (
    <FormModal subject={subject} title={title} onClose={onClose}>
      {({ supplier }) => <SupplierForm supplier={supplier} onDone={onClose} />}
    </FormModal>
  );
}

const textFields = ['name', 'contactName', 'contactPhone', 'contactEmail'] as const;

function SupplierForm({ supplier, onDone }: { supplier: Supplier | null; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const { message } = App.useApp();
  const [form] = Form.useForm<SupplierFormValues>();
  const save = useSaveSupplier();
  const required = (field: string) => ({ required: true, message: t('supplierForm.required', { field }) });

  const submit = async (values: SupplierFormValues) => {
    const request = buildSaveSupplierRequest(supplier?.id, values);
    await save.mutateAsync(request);
    void message.success(t('supplierForm.saved', { name: request.name }));
    onDone();
  };

  return (
    <ModalForm<SupplierFormValues>
      form={form}
      initialValues={toSupplierFormValues(supplier)}
      summary={null}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={save.isPending}
      labels={{ failed: t('supplierForm.failed'), cancel: t('supplierForm.cancel'), submit: t('supplierForm.submit') }}
    >
      <Row gutter={12}>
        {textFields.map((name) => (
          <Col key={name} xs={24} sm={12}>
            <Form.Item
              name={name}
              label={t(`suppliers.${name}`)}
              rules={name === 'name' ? [required(t('suppliers.name'))] : []}
            >
              <Input
                maxLength={supplierTextLimits[name]}
                autoComplete="off"
                inputMode={name === 'contactPhone' ? 'tel' : name === 'contactEmail' ? 'email' : undefined}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12}>
          <Form.Item
            name="paymentTerms"
            label={t('suppliers.paymentTerms')}
            rules={[required(t('suppliers.paymentTerms'))]}
          >
            <Select
              options={supplierPaymentTerms.map((terms) => ({ value: terms, label: t(`paymentTerms.${terms}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="currency" label={t('suppliers.currency')} rules={[required(t('suppliers.currency'))]}>
            <Select options={supplierCurrencies.map((currency) => ({ value: currency, label: currency }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="rating" label={t('suppliers.rating')} rules={[required(t('suppliers.rating'))]}>
            <InputNumber<number> min={1} max={5} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </ModalForm>
  );
}
