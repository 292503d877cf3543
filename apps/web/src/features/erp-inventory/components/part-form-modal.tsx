import { DeleteOutlined } from '@ant-design/icons';
import { type PartDetail, partCategories } from '@boardforge/contracts/parts.ts';
import { App, Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { useSavePart } from '../api/save-part.ts';
import {
  buildSavePartRequest,
  markPriceBreakErrors,
  type PartFormValues,
  partNumberLimits,
  partTextLimits,
  toPartFormValues,
} from '../utils/part-form.ts';

export type PartFormModalProps = {
  /** `{ part: null }` adds a part, `{ part }` changes it; null keeps the dialog closed. */
  subject: { part: PartDetail | null } | null;
  onClose: () => void;
};

/** The Add part / Edit part dialog: every field of the part and its editable price breaks. */
export function PartFormModal({ subject, onClose }: PartFormModalProps) {
  const { t } = useTranslation('inventory');
  const title = subject?.part ? t('partForm.editTitle', { mpn: subject.part.mpn }) : t('partForm.addTitle');
  return (
    <FormModal subject={subject} title={title} onClose={onClose}>
      {({ part }) => <PartForm part={part} onDone={onClose} />}
    </FormModal>
  );
}

const textFields = ['mpn', 'manufacturer', 'package', 'value'] as const;
const countFields = ['moq', 'stockOnHand', 'reserved', 'lowStockThreshold'] as const;

function PartForm({ part, onDone }: { part: PartDetail | null; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const { message } = App.useApp();
  const [form] = Form.useForm<PartFormValues>();
  const save = useSavePart();
  const required = (field: string) => ({ required: true, message: t('partForm.required', { field }) });

  // A 400 on a price break (`priceBreaks.1.minQuantity`) is marked on its row here; any other field the server names
  // is marked by ModalForm, and any other refusal (a 409 duplicate MPN) is the server's sentence above the form.
  const submit = async (values: PartFormValues) => {
    const request = buildSavePartRequest(part?.id, values);
    try {
      await save.mutateAsync(request);
    } catch (error) {
      if (markPriceBreakErrors(form, error)) return;
      throw error;
    }
    void message.success(t('partForm.saved', { mpn: request.mpn }));
    onDone();
  };

  return (
    <ModalForm<PartFormValues>
      form={form}
      initialValues={toPartFormValues(part)}
      summary={<p>{t('partForm.help')}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={save.isPending}
      labels={{ failed: t('partForm.failed'), cancel: t('partForm.cancel'), submit: t('partForm.submit') }}
    >
      <Row gutter={12}>
        {textFields.map((name) => (
          <Col key={name} xs={24} sm={12}>
            <Form.Item
              name={name}
              label={t(`parts.${name}`)}
              rules={name === 'mpn' || name === 'manufacturer' ? [required(t(`parts.${name}`))] : []}
            >
              <Input maxLength={partTextLimits[name]} autoComplete="off" spellCheck={false} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12}>
          <Form.Item name="category" label={t('parts.category')} rules={[required(t('parts.category'))]}>
            <Select
              options={partCategories.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="leadTimeDays" label={t('parts.leadTime')}>
            <InputNumber<number> min={0} max={partNumberLimits.leadTimeDays} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {countFields.map((name) => (
          <Col key={name} xs={24} sm={12}>
            <Form.Item name={name} label={t(`parts.${name}`)}>
              <InputNumber<number>
                min={name === 'moq' ? 1 : 0}
                max={partNumberLimits.quantity}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12}>
          <Form.Item name="attritionPerMille" label={t('parts.attrition')}>
            <InputNumber<number>
              min={0}
              max={partNumberLimits.attritionPerMille}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('parts.description')}>
        <Input.TextArea maxLength={partTextLimits.description} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item
        name="aliases"
        label={t('parts.aliases')}
        extra={t('parts.aliasesHelp', { count: partNumberLimits.aliases })}
        rules={[
          {
            validator: (_rule, value: string[] | undefined) =>
              (value ?? []).length > partNumberLimits.aliases ||
              (value ?? []).some((alias) => alias.trim().length > partTextLimits.mpn)
                ? Promise.reject(
                    new Error(t('parts.aliasesTooMany', { count: partNumberLimits.aliases, max: partTextLimits.mpn })),
                  )
                : Promise.resolve(),
          },
        ]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',', ';', ' ']} aria-label={t('parts.aliases')} />
      </Form.Item>
      <PriceBreaksList />
    </ModalForm>
  );
}

/** The editable price breaks: a fieldset per break (min quantity, unit price), added and removed in place. */
function PriceBreaksList() {
  const { t } = useTranslation('inventory');
  return (
    <Form.List name="priceBreaks">
      {(fields, { add, remove }) => (
        <fieldset className="inventory-break">
          <legend className="card-heading">{t('partForm.priceBreaks')}</legend>
          {fields.map((field, index) => (
            <fieldset key={field.key} className="inventory-break">
              <legend className="visually-hidden">{t('partForm.breakLabel', { index: index + 1 })}</legend>
              <Row gutter={12} align="bottom" wrap={false}>
                <Col flex="1">
                  <Form.Item
                    name={[field.name, 'minQuantity']}
                    label={t('partForm.minQuantity')}
                    rules={[{ required: true, message: t('partForm.required', { field: t('partForm.minQuantity') }) }]}
                  >
                    <InputNumber<number>
                      min={1}
                      max={partNumberLimits.quantity}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col flex="1">
                  <Form.Item
                    name={[field.name, 'unitPrice']}
                    label={t('partForm.unitPrice')}
                    rules={[{ required: true, message: t('partForm.required', { field: t('partForm.unitPrice') }) }]}
                  >
                    <InputNumber<number>
                      min={0}
                      step={0.0001}
                      precision={4}
                      inputMode="decimal"
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col>
                  <Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('partForm.removeBreak', { index: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </fieldset>
          ))}
          {fields.length < partNumberLimits.priceBreaks && (
            <Button type="dashed" onClick={() => add({ minQuantity: null, unitPrice: null })}>
              {t('partForm.addBreak')}
            </Button>
          )}
        </fieldset>
      )}
    </Form.List>
  );
}
