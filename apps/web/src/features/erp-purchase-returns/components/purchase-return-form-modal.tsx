import { maxOrderAmountYuan } from '@boardforge/contracts/limits.ts';
import { purchaseReturnLimits } from '@boardforge/contracts/purchase-returns.ts';
import { App, Button, Col, Form, type FormInstance, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { PartSelect, SupplierSelect } from '../../../components/erp/record-select.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSavePurchaseReturn } from '../api/save-purchase-return.ts';

type LineValues = { partId: string | undefined; quantity: number | null; unitAmount: number | null };
type PurchaseReturnValues = { supplierId: string | undefined; reason: string | undefined; lines: LineValues[] };

/** The dialog requesting a purchase return; open while `isOpen`. */
export function PurchaseReturnFormModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('returns');
  return (
    <FormModal subject={isOpen ? true : null} title={t('purchase.form.title')} onClose={onClose}>
      {() => <PurchaseReturnForm onDone={onClose} />}
    </FormModal>
  );
}

/** Marks a line's field the server names (`lines.1.quantity`) on its row; true when every named field was a line's. */
function markLineErrors(form: FormInstance<PurchaseReturnValues>, error: unknown): boolean {
  if (!isApiError(error) || error.fieldErrors.length === 0) return false;
  const lineErrors = error.fieldErrors.flatMap((entry) => {
    const match = /^lines\.(\d+)\.(partId|quantity|unitAmount)$/.exec(entry.field);
    return match ? [{ name: ['lines', Number(match[1]), match[2] ?? ''], errors: [entry.message] }] : [];
  });
  form.setFields(lineErrors as Parameters<FormInstance<PurchaseReturnValues>['setFields']>[0]);
  return lineErrors.length === error.fieldErrors.length;
}

function PurchaseReturnForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('returns');
  const { message } = App.useApp();
  const [form] = Form.useForm<PurchaseReturnValues>();
  const save = useSavePurchaseReturn();
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('purchase.form.required', { field }),
  });

  const submit = async (values: PurchaseReturnValues) => {
    try {
      const saved = await save.mutateAsync({
        supplierId: values.supplierId ?? '',
        reason: values.reason?.trim() ?? '',
        lines: (values.lines ?? []).map((line) => ({
          partId: line.partId ?? '',
          quantity: line.quantity ?? 0,
          unitAmount: line.unitAmount ?? 0,
        })),
      });
      void message.success(t('purchase.form.saved', { returnNo: saved.returnNo }));
      onDone();
    } catch (error) {
      if (markLineErrors(form, error)) return;
      throw error;
    }
  };

  return (
    <ModalForm<PurchaseReturnValues>
      form={form}
      initialValues={{ lines: [{ partId: undefined, quantity: null, unitAmount: null }] }}
      summary={<p>{t('purchase.form.help')}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={save.isPending}
      labels={{
        failed: t('purchase.form.failed'),
        cancel: t('purchase.form.cancel'),
        submit: t('purchase.form.submit'),
      }}
    >
      <Form.Item name="supplierId" label={t('purchase.supplier')} rules={[required(t('purchase.supplier'))]}>
        <SupplierSelect />
      </Form.Item>
      <Form.Item name="reason" label={t('purchase.reason')} rules={[required(t('purchase.reason'))]}>
        <Input.TextArea maxLength={purchaseReturnLimits.reason} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <fieldset className="purchase-return-lines">
            <legend className="card-heading">{t('purchase.lines')}</legend>
            {fields.map((field, index) => (
              <fieldset key={field.key} className="purchase-return-lines">
                <legend className="visually-hidden">{t('purchase.form.lineLabel', { index: index + 1 })}</legend>
                <Row gutter={8} align="bottom">
                  <Col xs={24} sm={10}>
                    <Form.Item
                      name={[field.name, 'partId']}
                      label={t('purchase.part')}
                      rules={[required(t('purchase.part'))]}
                    >
                      <PartSelect />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={5}>
                    <Form.Item
                      name={[field.name, 'quantity']}
                      label={t('purchase.quantity')}
                      rules={[
                        { required: true, message: t('purchase.form.required', { field: t('purchase.quantity') }) },
                      ]}
                    >
                      <InputNumber<number>
                        min={1}
                        max={purchaseReturnLimits.quantity}
                        precision={0}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={6}>
                    <Form.Item
                      name={[field.name, 'unitAmount']}
                      label={t('purchase.unitAmount')}
                      rules={[
                        { required: true, message: t('purchase.form.required', { field: t('purchase.unitAmount') }) },
                      ]}
                    >
                      <InputNumber<number> min={0} max={maxOrderAmountYuan} precision={2} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={3}>
                    <Form.Item>
                      <Button
                        disabled={fields.length === 1}
                        onClick={() => remove(field.name)}
                        aria-label={t('purchase.form.removeLine', { index: index + 1 })}
                      >
                        {t('purchase.form.remove')}
                      </Button>
                    </Form.Item>
                  </Col>
                </Row>
              </fieldset>
            ))}
            <Button
              disabled={fields.length >= purchaseReturnLimits.lines}
              onClick={() => add({ partId: undefined, quantity: null, unitAmount: null })}
            >
              {t('purchase.form.addLine')}
            </Button>
          </fieldset>
        )}
      </Form.List>
    </ModalForm>
  );
}
