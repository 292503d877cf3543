import { isMainlandMobile, normalizeMobile } from '@boardforge/contracts/accounts.ts';
import { type Address, saveAddressRequestSchema } from '@boardforge/contracts/addresses.ts';
import { App, Checkbox, Col, Form, Input, Modal, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveAddress } from '../api/save-address.ts';

type FormValues = {
  fullName: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: boolean;
};

export type AddressFormModalProps = {
  /** Open with null to add, with an address to edit it; undefined closes. */
  address: Address | null | undefined;
  /** True when the new address will be the first one (then it is the default). */
  isFirst: boolean;
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

/** Adds or edits a delivery address in a dialog; full name and mobile are required. */
export function AddressFormModal({ address, isFirst, onClose }: AddressFormModalProps) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const save = useSaveAddress();
  const [form] = Form.useForm<FormValues>();
  const isOpen = address !== undefined;

  useEffect(() => {
    if (!isOpen) return;
    form.resetFields();
    form.setFieldsValue(address ? { ...address } : { ...emptyValues, isDefault: isFirst });
  }, [isOpen, address, isFirst, form]);

  const handleOk = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const input = saveAddressRequestSchema.parse({
        ...values,
        mobile: normalizeMobile(values.mobile),
        ...(address ? { id: address.id } : {}),
      });
      await save.mutateAsync(input);
      void message.success(t('address.saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open={isOpen}
      title={address ? t('address.editTitle') : t('address.addTitle')}
      okText={save.isPending ? t('submitting') : t('address.save')}
      cancelText={t('cancel')}
      onOk={() => void handleOk()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<FormValues> form={form} name="address" layout="vertical" initialValues={emptyValues}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('address.fullName')}
              name="fullName"
              rules={[{ required: true, whitespace: true, message: t('address.fullNameRequired') }]}
            >
              <Input maxLength={30} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('address.mobile')}
              name="mobile"
              rules={[
                { required: true, whitespace: true, message: t('address.mobileRequired') },
                {
                  validator: (_rule, value: string | undefined) =>
                    !value?.trim() || isMainlandMobile(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('address.mobileInvalid'))),
                },
              ]}
            >
              <Input maxLength={16} autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('address.province')} name="province">
              <Input maxLength={30} autoComplete="address-level1" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('address.city')} name="city">
              <Input maxLength={30} autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('address.district')} name="district">
              <Input maxLength={30} autoComplete="address-level3" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('address.detail')} name="detail">
              <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} autoComplete="street-address" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('address.makeDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
