import { isMainlandMobile, normalizeMobile } from '@boardforge/contracts/accounts.ts';
import { type Address, saveAddressRequestSchema } from '@boardforge/contracts/addresses.ts';
import { App, Checkbox, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveAddress } from '../api/save-address.ts';

type Values = Omit<Address, 'id'>;

export type OrderAddressModalProps = {
  /** null adds, an address edits it, undefined closes. */
  address: Address | null | undefined;
  onClose: () => void;
  /** The saved address id (a new one is chosen for the order). */
  onSaved: (id: string) => void;
};

/** Adds or edits a shipping address without leaving the order form. */
export function OrderAddressModal({ address, onClose, onSaved }: OrderAddressModalProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const save = useSaveAddress();
  const [form] = Form.useForm<Values>();
  const isOpen = address !== undefined;

  useEffect(() => {
    if (!isOpen) return;
    form.resetFields();
    if (address) form.setFieldsValue(address);
  }, [isOpen, address, form]);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const input = saveAddressRequestSchema.parse({
        ...values,
        mobile: normalizeMobile(values.mobile),
        isDefault: Boolean(values.isDefault),
        ...(address ? { id: address.id } : {}),
      });
      const answer = await save.mutateAsync(input);
      void message.success(t('checkout.addressForm.saved'));
      onSaved(answer.id);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  const required = { required: true, whitespace: true, message: t('checkout.required') };
  return (
    <Modal
      open={isOpen}
      title={address ? t('checkout.addressForm.editTitle') : t('checkout.addressForm.addTitle')}
      okText={t('checkout.addressForm.save')}
      cancelText={t('checkout.addressForm.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="order-address" onFinish={() => void submit()}>
        <Form.Item name="fullName" label={t('checkout.addressForm.fullName')} rules={[required]}>
          <Input maxLength={30} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('checkout.addressForm.mobile')}
          rules={[
            required,
            {
              validator: (_rule, value: string | undefined) =>
                !value || isMainlandMobile(normalizeMobile(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('checkout.mobileInvalid'))),
            },
          ]}
        >
          <Input maxLength={20} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="province" label={t('checkout.addressForm.province')} rules={[required]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="city" label={t('checkout.addressForm.city')} rules={[required]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="district" label={t('checkout.addressForm.district')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="detail" label={t('checkout.addressForm.detail')} rules={[required]}>
          <Input.TextArea maxLength={200} autoSize />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('checkout.addressForm.isDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
