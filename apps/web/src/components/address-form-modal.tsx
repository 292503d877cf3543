import {
  type Address,
  type AddressRegion,
  addressLimits,
  findAddressRegion,
  findMissingAddressFields,
  type SaveAddressRequest,
  saveAddressRequestSchema,
} from '@boardforge/contracts/addresses.ts';
import { composeAccountPhone, findPhoneCountry } from '@boardforge/contracts/phone-numbers.ts';
import { Alert, App, Checkbox, Col, Form, Input, Modal, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../lib/form-errors.ts';
import { AddressPlaceFields, type AddressPlaceValues, emptyPlaceValues } from './address-place-fields.tsx';
import { buildPhoneRules, PhoneField } from './phone-field.tsx';

/** The form holds the mobile's country or region beside it (`mobileCountry`, the picker's value). */
type FormValues = Pick<Address, 'fullName' | 'mobile' | 'detail' | 'isDefault'> & {
  mobileCountry: string;
} & AddressPlaceValues;
type FieldName = keyof FormValues;
type RequiredMessageKey = 'fullNameRequired' | 'detailRequired';

export type AddressFormModalProps = {
  /** Open with null to add, with an address to edit it; undefined closes. */
  address: Address | null | undefined;
  /** True when the new address will be the user's first (the server makes it the default, so the box starts ticked). */
  isFirst: boolean;
  /** Saves through the calling feature's own request (components cannot import features). */
  onSave: (input: SaveAddressRequest) => Promise<{ id: string }>;
  /** Called with the saved address's id, before the dialog closes (the checkout selects it). */
  onSaved?: (id: string) => void;
  onClose: () => void;
};

const emptyValues: FormValues = {
  fullName: '',
  mobile: '',
  mobileCountry: findPhoneCountry(''),
  region: 'mainland',
  ...emptyPlaceValues,
  detail: '',
  isDefault: false,
};

// In China the picker holds the province, city and district: a message about any of them goes beside it.
const placeFieldNames: Record<string, FieldName> = { province: 'place', city: 'place', district: 'place' };

/** The form field that shows a message about an address field, in a region. */
function toFieldName(region: AddressRegion, field: string): string {
  return region === 'overseas' ? field : (placeFieldNames[field] ?? field);
}

/** A stored address as the form holds it: in China its place as a picked path (up to its last filled name). */
function toFormValues(address: Address): FormValues {
  const region = findAddressRegion(address);
  const path = [address.province, address.city, address.district];
  while (path.length > 0 && path.at(-1)?.trim() === '') path.pop();
  const place = region === 'overseas' ? [] : path;
  return { ...emptyValues, ...address, mobileCountry: findPhoneCountry(address.mobile), region, place };
}

/** The request of the form's values: the picked path in China, else the typed fields with the country. */
function toSaveRequest(values: FormValues, id: string | undefined): SaveAddressRequest {
  const [province = '', city = '', district = ''] = values.place;
  const place =
    values.region === 'overseas'
      ? { country: values.country, province: values.province, city: values.city, district: values.district }
      : { country: '', province, city, district };
  return saveAddressRequestSchema.parse({
    fullName: values.fullName,
    mobile: composeAccountPhone(values.mobileCountry, values.mobile),
    ...place,
    detail: values.detail,
    isDefault: Boolean(values.isDefault),
    ...(id ? { id } : {}),
  });
}

/**
 * Fills the form each time the dialog opens. It sits inside the form after the fields, so its effect runs once they
 * are registered (the dialog mounts its content in a portal, possibly after the dialog's own effects): only then
 * can the blanks of an incomplete stored address be marked straight away, and a place that is not on the region list
 * (saved before the picker) be shown as it was written, marked to be picked again.
 */
function LoadAddressValues({ address, isFirst }: Pick<AddressFormModalProps, 'address' | 'isFirst'>) {
  const form = Form.useFormInstance<FormValues>();
  useEffect(() => {
    if (address === undefined) return;
    form.resetFields();
    form.setFieldsValue(address ? toFormValues(address) : { ...emptyValues, isDefault: isFirst });
    if (!address) return;
    const region = findAddressRegion(address);
    const names = findMissingAddressFields(address).map((field) => toFieldName(region, field));
    if (region !== 'overseas') names.push('place');
    form.validateFields([...new Set(names)] as FieldName[]).catch(() => undefined);
  }, [address, isFirst, form]);
  return null;
}

/**
 * Adds or edits a delivery address in a dialog, for the address book and the checkout alike. Full name, a mobile (of
 * the Chinese mainland or, with its country or region, abroad), province, city and street address are required (saveAddressRequestSchema); the district is optional. In
 * China the place is picked from the region list; elsewhere it is typed with the country (address-place-fields.tsx).
 * Editing an address saved before those rules shows what is missing or must be picked again at once.
 */
export function AddressFormModal({ address, isFirst, onSave, onSaved, onClose }: AddressFormModalProps) {
  const { t } = useTranslation('addresses');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [isSaving, setIsSaving] = useState(false);
  const isOpen = address !== undefined;
  const missingFields = address ? findMissingAddressFields(address) : [];
  const isIncomplete = missingFields.length > 0;

  const handleOk = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    // The whole store: the fields of the other regions are not mounted, and the request picks what it needs.
    const values = form.getFieldsValue(true) as FormValues;
    setIsSaving(true);
    try {
      const answer = await onSave(toSaveRequest(values, address?.id));
      void message.success(t('saved'));
      onSaved?.(answer.id);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, values.region === 'overseas' ? {} : placeFieldNames);
    } finally {
      setIsSaving(false);
    }
  };

  const requiredRule = (messageKey: RequiredMessageKey): Rule => ({
    required: true,
    whitespace: true,
    message: t(messageKey),
  });
  const mobileRules = buildPhoneRules({
    countryField: 'mobileCountry',
    required: t('mobileRequired'),
    invalid: t('mobileInvalid'),
  });

  return (
    <Modal
      open={isOpen}
      title={address ? t('editTitle') : t('addTitle')}
      okText={isSaving ? t('saving') : t('save')}
      cancelText={t('cancel')}
      onOk={() => void handleOk()}
      onCancel={onClose}
      confirmLoading={isSaving}
      destroyOnHidden
      forceRender
    >
      {isIncomplete ? (
        <Alert type="warning" showIcon title={t('incompleteHint')} className="address-form-hint" />
      ) : null}
      <Form<FormValues> form={form} name="address" layout="vertical" initialValues={emptyValues}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('fullName')} name="fullName" rules={[requiredRule('fullNameRequired')]}>
              <Input maxLength={addressLimits.fullName} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <PhoneField
              name="mobile"
              countryField="mobileCountry"
              label={t('mobile')}
              countryLabel={t('mobileCountry')}
              rules={mobileRules}
              idPrefix="address"
            />
          </Col>
          <AddressPlaceFields />
          <Col span={24}>
            <Form.Item label={t('detail')} name="detail" rules={[requiredRule('detailRequired')]}>
              <Input.TextArea
                maxLength={addressLimits.detail}
                autoSize={{ minRows: 2, maxRows: 4 }}
                autoComplete="street-address"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('makeDefault')}</Checkbox>
        </Form.Item>
        <LoadAddressValues address={address} isFirst={isFirst} />
      </Form>
    </Modal>
  );
}
