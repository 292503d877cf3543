import { isMainlandMobile, normalizeMobile, phoneMaxLength } from '@boardforge/contracts/accounts.ts';
import {
  type Address,
  addressLimits,
  findMissingAddressFields,
  type SaveAddressRequest,
  saveAddressRequestSchema,
} from '@boardforge/contracts/addresses.ts';
import { Alert, App, Checkbox, Col, Form, Input, Modal, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../lib/form-errors.ts';

type FormValues = Omit<Address, 'id'>;
type RequiredMessageKey =
  | 'fullNameRequired'
  | 'mobileRequired'
  | 'provinceRequired'
  | 'cityRequired'
  | 'detailRequired';

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
  province: '',
  city: '',
  district: '',
  detail: '',
  isDefault: false,
};

/**
 * Fills the form each time the dialog opens. It sits inside the form after the fields, so its effect runs once they
 * are registered (the dialog mounts its content in a portal, possibly after the dialog's own effects): only then
 * can the blanks of an incomplete stored address be marked straight away.
 */
function LoadAddressValues({ address, isFirst }: Pick<AddressFormModalProps, 'address' | 'isFirst'>) {
  const form = Form.useFormInstance<FormValues>();
  useEffect(() => {
    if (address === undefined) return;
    form.resetFields();
    form.setFieldsValue(address ? { ...address } : { ...emptyValues, isDefault: isFirst });
    const missing = address ? findMissingAddressFields(address) : [];
    if (missing.length > 0) form.validateFields(missing).catch(() => undefined);
  }, [address, isFirst, form]);
  return null;
}

/**
 * Adds or edits a delivery address in a dialog, for the address book and the checkout alike. Full name, a mainland
 * mobile, province, city and street address are required (saveAddressRequestSchema); the district is optional.
 * Editing an address saved before those were required shows what is missing at once.
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
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setIsSaving(true);
    try {
      const input = saveAddressRequestSchema.parse({
        ...values,
        mobile: normalizeMobile(values.mobile),
        isDefault: Boolean(values.isDefault),
        ...(address ? { id: address.id } : {}),
      });
      const answer = await onSave(input);
      void message.success(t('saved'));
      onSaved?.(answer.id);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setIsSaving(false);
    }
  };

  const requiredRule = (messageKey: RequiredMessageKey): Rule => ({
    required: true,
    whitespace: true,
    message: t(messageKey),
  });
  const mobileRule: Rule = {
    validator: (_rule, value: string | undefined) =>
      !value?.trim() || isMainlandMobile(value) ? Promise.resolve() : Promise.reject(new Error(t('mobileInvalid'))),
  };

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
            <Form.Item label={t('mobile')} name="mobile" rules={[requiredRule('mobileRequired'), mobileRule]}>
              <Input maxLength={phoneMaxLength} autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('province')} name="province" rules={[requiredRule('provinceRequired')]}>
              <Input maxLength={addressLimits.province} autoComplete="address-level1" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('city')} name="city" rules={[requiredRule('cityRequired')]}>
              <Input maxLength={addressLimits.city} autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('district')} name="district">
              <Input maxLength={addressLimits.district} autoComplete="address-level3" />
            </Form.Item>
          </Col>
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
