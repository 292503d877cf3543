import { type AdminMallItem, mallItemLimits } from '@boardforge/contracts/points-mall.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { App, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRestockMallItem } from '../api/restock-mall-item.ts';

/** The dialog adding to an item's stock; closed while `item` is null. */
export function RestockModal({ item, onClose }: { item: AdminMallItem | null; onClose: () => void }) {
  const { t } = useTranslation('points');
  return (
    <FormModal subject={item} title={t('admin.restock.title')} onClose={onClose}>
      {(current) => <RestockForm item={current} onDone={onClose} />}
    </FormModal>
  );
}

function RestockForm({ item, onDone }: { item: AdminMallItem; onDone: () => void }) {
  const { t } = useTranslation('points');
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ quantity: number }>();
  const restock = useRestockMallItem();
  const name = pickWording(language, { zh: item.name, en: item.nameEn });

  const submit = async ({ quantity }: { quantity: number }) => {
    const saved = await restock.mutateAsync({ id: item.id, quantity });
    void message.success(t('admin.restock.done', { name, stock: saved.stock }));
    onDone();
  };

  return (
    <ModalForm<{ quantity: number }>
      form={form}
      initialValues={{}}
      summary={<p>{t('admin.restock.help', { name, stock: item.stock })}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={restock.isPending}
      labels={{ failed: t('admin.form.failed'), cancel: t('cancel'), submit: t('admin.restock.submit') }}
    >
      <Form.Item
        name="quantity"
        label={t('admin.restock.quantity')}
        rules={[{ required: true, message: t('admin.form.required', { field: t('admin.restock.quantity') }) }]}
      >
        <InputNumber min={1} max={mallItemLimits.maxRestock} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </ModalForm>
  );
}
