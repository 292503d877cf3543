import type { Address } from '@boardforge/contracts/addresses.ts';
import {
  maxTextLength,
  orderContactLimits,
  type QuotedOrderType,
  type SaveOrderAnswer,
} from '@boardforge/contracts/orders.ts';
import { composeAccountPhone, findPhoneCountry } from '@boardforge/contracts/phone-numbers.ts';
import { convertYuanAmountToFen, toYuan } from '@boardforge/domain/money/fen.ts';
import { invoiceTypes, invoicingMethods } from '@boardforge/domain/pricing/options.ts';
import { App, Button, Form, Input, Radio, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddresses } from '../../../api/list-addresses.ts';
import { useSaveAddress } from '../../../api/save-address.ts';
import { AddressFormModal } from '../../../components/address-form-modal.tsx';
import { buildPhoneRules, PhoneField } from '../../../components/phone-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useLastContacts } from '../api/get-last-contacts.ts';
import { useSaveOrder } from '../api/save-order.ts';
import {
  applyInvoiceType,
  type InvoiceType,
  type PriceSpec,
  pickInitialInvoiceType,
  priceForInvoiceType,
} from '../utils/checkout-invoice.ts';
import { forgetIdempotencyKey, takeIdempotencyKey } from '../utils/idempotency-keys.ts';
import { CheckoutAddresses, pickInitialAddress } from './checkout-addresses.tsx';

/** A line to order: what the cart hands over. */
export type CheckoutLine = {
  id: string;
  orderType: QuotedOrderType;
  spec: Record<string, unknown>;
  total: number | null;
};

type Values = {
  invoiceType: InvoiceType;
  invoicingMethod: (typeof invoicingMethods)[number];
  contractTitle: string;
  placingOrder: string;
  placingOrderPhone: string;
  /** The country or region picked beside each phone (ISO 3166-1 alpha-2). */
  placingOrderPhoneCountry: string;
  technicians: string;
  techniciansPhone: string;
  techniciansPhoneCountry: string;
  addressId: string;
  shippingMethod: 'express';
  remark?: string;
};

export type CheckoutFormProps = {
  lines: CheckoutLine[];
  onBack: () => void;
  /** Every line ordered: the lines' ids and the server's answers, in order. */
  onPlaced: (placed: { lineId: string; answer: SaveOrderAnswer }[]) => void;
  /** Prices a spec with the domain engine, so totals follow the chosen invoice type before the order is placed. */
  priceSpec?: PriceSpec;
};

/** Builds the saveOrder body of one line: file ids move from the spec to the order; the spec takes its invoice type. */
function buildOrderBody(line: CheckoutLine, values: Values, idempotencyKey: string): Record<string, unknown> {
  const { gerberFileId, bomFileId, cplFileId, ...spec } = applyInvoiceType(line, values.invoiceType);
  // Without an invoice the (hidden) title and method are not sent: the server needs neither.
  const { contractTitle, invoicingMethod, placingOrderPhoneCountry, techniciansPhoneCountry, ...rest } = values;
  return {
    ...rest,
    ...(values.invoiceType === 'none' ? {} : { contractTitle, invoicingMethod }),
    placingOrderPhone: composeAccountPhone(placingOrderPhoneCountry, values.placingOrderPhone),
    techniciansPhone: composeAccountPhone(techniciansPhoneCountry, values.techniciansPhone),
    remark: values.remark?.trim() || undefined,
    orderType: line.orderType,
    spec: line.orderType === 'pcb' && typeof gerberFileId === 'string' ? { ...spec, gerberFileId } : spec,
    ...(typeof gerberFileId === 'string' ? { gerberFileId } : {}),
    ...(typeof bomFileId === 'string' ? { bomFileId } : {}),
    ...(typeof cplFileId === 'string' ? { cplFileId } : {}),
    idempotencyKey,
  };
}

/** Whether a board line goes to checkout without its Gerber (it may be attached from the order page before review). */
function isGerberMissingFrom(line: CheckoutLine): boolean {
  const { gerberFileId } = line.spec;
  return line.orderType === 'pcb' && (typeof gerberFileId !== 'string' || gerberFileId === '');
}

/** The order form: invoice, contacts, address (chosen or added in place), shipping and remark; one order per line. */
export function CheckoutForm({ lines, onBack, onPlaced, priceSpec }: CheckoutFormProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const { userInfo } = useSession();
  const [form] = Form.useForm<Values>();
  const addresses = useAddresses();
  const saveOrder = useSaveOrder();
  const saveAddress = useSaveAddress();
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const [initialInvoiceType] = useState(() => pickInitialInvoiceType(lines));
  const invoiceType = Form.useWatch('invoiceType', form) ?? initialInvoiceType;

  useEffect(() => {
    const initial = pickInitialAddress(addresses.data ?? []);
    if (!form.getFieldValue('addressId') && initial) form.setFieldValue('addressId', initial.id);
  }, [addresses.data, form]);

  // The last order's title and contacts are proposed once (editable); what the customer typed already stays.
  const lastContacts = useLastContacts();
  useEffect(() => {
    const last = lastContacts.data;
    if (!last) return;
    const proposed = {
      invoicingMethod: last.invoicingMethod,
      contractTitle: last.contractTitle,
      placingOrder: last.placingOrder,
      placingOrderPhone: last.placingOrderPhone,
      technicians: last.technicians,
      techniciansPhone: last.techniciansPhone,
    };
    // A proposed phone brings its country or region (a number abroad is stored in E.164).
    const countries = {
      placingOrderPhoneCountry: findPhoneCountry(last.placingOrderPhone),
      techniciansPhoneCountry: findPhoneCountry(last.techniciansPhone),
    };
    const untouched = Object.fromEntries(
      Object.entries(proposed).filter(([name, value]) => value !== '' && !form.isFieldTouched(name as keyof Values)),
    );
    if ('placingOrderPhone' in untouched) untouched.placingOrderPhoneCountry = countries.placingOrderPhoneCountry;
    if ('techniciansPhone' in untouched) untouched.techniciansPhoneCountry = countries.techniciansPhoneCountry;
    form.setFieldsValue(untouched);
  }, [lastContacts.data, form]);
  const isInvoiceWanted = invoiceType !== 'none';

  const submit = async (values: Values) => {
    const placed: { lineId: string; answer: SaveOrderAnswer }[] = [];
    try {
      for (const line of lines) {
        const answer = await saveOrder.mutateAsync(buildOrderBody(line, values, takeIdempotencyKey(line.id)));
        forgetIdempotencyKey(line.id);
        placed.push({ lineId: line.id, answer });
      }
    } catch (error) {
      applyFieldErrors(form, error);
      if (placed.length > 0) onPlaced(placed);
      return;
    }
    void message.success(
      placed.length === 1 && placed[0]
        ? t('checkout.placed', { orderNo: placed[0].answer.orderNo })
        : t('checkout.placedSeveral', { count: placed.length }),
    );
    onPlaced(placed);
  };

  const required: Rule = { required: true, whitespace: true, message: t('checkout.required') };
  const phoneRules = (countryField: keyof Values) =>
    buildPhoneRules({ countryField, required: t('checkout.required'), invalid: t('checkout.mobileInvalid') });
  const ownPhone = userInfo?.phonenumber ?? '';
  // What saveOrder will charge: the order's invoice type decides each taxed line's tax.
  const lineTotals = lines.map((line) => priceForInvoiceType(line, invoiceType, priceSpec));
  const total = toYuan(lineTotals.reduce<number>((sum, lineTotal) => sum + convertYuanAmountToFen(lineTotal ?? 0), 0));

  return (
    <>
      <h2 className="order-subtitle">{t('checkout.items')}</h2>
      <ul className="checkout-lines">
        {lines.map((line, index) => {
          const lineTotal = lineTotals[index] ?? null;
          return (
            <li key={line.id}>
              <span>{t(`orderTypes.${line.orderType}`)}</span>
              <strong>{lineTotal === null ? t('money.unknown') : formatMoney(lineTotal)}</strong>
              {isGerberMissingFrom(line) && (
                <small className="checkout-line-warning" data-testid="checkout-gerber-missing">
                  {t('checkout.gerberMissing')}
                </small>
              )}
            </li>
          );
        })}
      </ul>
      <Form<Values>
        form={form}
        layout="vertical"
        name="checkout"
        className="checkout-form"
        initialValues={{
          invoiceType: initialInvoiceType,
          invoicingMethod: 'electronic',
          shippingMethod: 'express',
          placingOrderPhone: ownPhone,
          placingOrderPhoneCountry: findPhoneCountry(ownPhone),
          techniciansPhone: ownPhone,
          techniciansPhoneCountry: findPhoneCountry(ownPhone),
        }}
        onFinish={(values) => void submit(values)}
        scrollToFirstError
      >
        <Form.Item
          name="invoiceType"
          label={t('checkout.invoiceType')}
          extra={t('checkout.invoiceTax')}
          rules={[{ required: true }]}
        >
          <Radio.Group>
            {invoiceTypes.map((type) => (
              <Radio key={type} value={type}>
                {t(`checkout.invoiceTypes.${type}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {/* Asked only when an invoice is wanted; the values stay in the form if the choice changes back. */}
        <Form.Item
          name="invoicingMethod"
          label={t('checkout.invoicingMethod')}
          rules={[{ required: isInvoiceWanted }]}
          hidden={!isInvoiceWanted}
        >
          <Radio.Group>
            {invoicingMethods.map((method) => (
              <Radio key={method} value={method}>
                {t(`checkout.invoicingMethods.${method}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="contractTitle"
          label={t('checkout.contractTitle')}
          rules={isInvoiceWanted ? [required] : []}
          hidden={!isInvoiceWanted}
        >
          <Input maxLength={orderContactLimits.contractTitle} autoComplete="organization" />
        </Form.Item>
        <div className="checkout-pair">
          <Form.Item name="placingOrder" label={t('checkout.placingOrder')} rules={[required]}>
            <Input maxLength={orderContactLimits.name} autoComplete="name" />
          </Form.Item>
          <PhoneField
            name="placingOrderPhone"
            countryField="placingOrderPhoneCountry"
            label={t('checkout.placingOrderPhone')}
            countryLabel={t('checkout.placingOrderPhoneCountry')}
            rules={phoneRules('placingOrderPhoneCountry')}
            idPrefix="checkout"
          />
          <Form.Item name="technicians" label={t('checkout.technicians')} rules={[required]}>
            <Input maxLength={orderContactLimits.name} />
          </Form.Item>
          <PhoneField
            name="techniciansPhone"
            countryField="techniciansPhoneCountry"
            label={t('checkout.techniciansPhone')}
            countryLabel={t('checkout.techniciansPhoneCountry')}
            rules={phoneRules('techniciansPhoneCountry')}
            idPrefix="checkout"
            autoComplete="off"
          />
        </div>
        <CheckoutAddresses addresses={addresses.data} onEdit={setEditing} />
        <Form.Item name="shippingMethod" label={t('checkout.shippingMethod')} extra={t('checkout.freeShipping')}>
          <Radio.Group>
            <Radio value="express">{t('checkout.shippingMethods.express')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="remark" label={t('checkout.remark')}>
          <Input.TextArea maxLength={maxTextLength} showCount autoSize={{ minRows: 2 }} />
        </Form.Item>
        <div className="checkout-footer">
          <strong data-testid="checkout-total">{formatMoney(total)}</strong>
          <Space wrap>
            <Button onClick={onBack}>{t('checkout.back')}</Button>
            <SubmitButton type="primary" size="large" loading={saveOrder.isPending}>
              {saveOrder.isPending ? t('checkout.submitting') : t('checkout.submit')}
            </SubmitButton>
          </Space>
        </div>
      </Form>
      <AddressFormModal
        address={editing}
        isFirst={addresses.data?.length === 0}
        onSave={saveAddress.mutateAsync}
        onSaved={(id) => form.setFields([{ name: 'addressId', value: id, errors: [] }])}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
