import { type AdminMallItem, mallItemLimits } from '@boardforge/contracts/points-mall.ts';
import { App, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { ImageUploadField } from '../../../components/erp/image-upload-field.tsx';
import { useCreateMallItem } from '../api/create-mall-item.ts';
import { useUpdateMallItem } from '../api/update-mall-item.ts';

type MallItemValues = {
  name: string;
  nameEn: string;
  imageUrl: string | undefined;
  pointsPrice: number;
  stock: number;
  limitPerCustomer: number | null;
  sort: number;
};

/** The dialog adding an item ('new') or editing one; closed while `subject` is null. */
export function MallItemFormModal({
  subject,
  onClose,
}: {
  subject: AdminMallItem | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  return (
    <FormModal
      subject={subject}
      title={subject === 'new' ? t('admin.form.addTitle') : t('admin.form.editTitle')}
      onClose={onClose}
    >
      {(current) => <MallItemForm item={current === 'new' ? null : current} onDone={onClose} />}
    </FormModal>
  );
}

function MallItemForm({ item, onDone }: { item: AdminMallItem | null; onDone: () => void }) {
  const { t } = useTranslation('points');
  const { message } = App.useApp();
  const [form] = Form.useForm<MallItemValues>();
  const create = useCreateMallItem();
  const update = useUpdateMallItem();
  const required = (field: string) => ({ required: true, message: t('admin.form.required', { field }) });

  const submit = async (values: MallItemValues) => {
    const fields = {
      name: values.name.trim(),
      nameEn: values.nameEn.trim(),
      imageUrl: values.imageUrl ?? '',
      pointsPrice: values.pointsPrice,
      limitPerCustomer: values.limitPerCustomer ?? null,
      sort: values.sort ?? 0,
    };
    if (item) await update.mutateAsync({ id: item.id, ...fields });
    else await create.mutateAsync({ ...fields, stock: values.stock });
    void message.success(t('admin.form.saved'));
    onDone();
  };

  return (
    <ModalForm<MallItemValues>
      form={form}
      initialValues={item ?? { sort: 0, stock: 0, limitPerCustomer: null }}
      summary={<p>{item ? t('admin.form.editHelp') : t('admin.form.addHelp')}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={create.isPending || update.isPending}
      labels={{ failed: t('admin.form.failed'), cancel: t('cancel'), submit: t('admin.form.submit') }}
    >
      <Form.Item name="name" label={t('admin.nameZh')} rules={[{ ...required(t('admin.nameZh')), whitespace: true }]}>
        <Input maxLength={mallItemLimits.name} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('admin.nameEn')} rules={[{ ...required(t('admin.nameEn')), whitespace: true }]}>
        <Input maxLength={mallItemLimits.nameEn} />
      </Form.Item>
      <Form.Item name="imageUrl" label={t('admin.image')} rules={[required(t('admin.image'))]}>
        <ImageUploadField />
      </Form.Item>
      <Form.Item name="pointsPrice" label={t('admin.pointsPrice')} rules={[required(t('admin.pointsPrice'))]}>
        <InputNumber min={1} max={mallItemLimits.maxPointsPrice} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {item ? null : (
        <Form.Item name="stock" label={t('admin.stock')} rules={[required(t('admin.stock'))]}>
          <InputNumber min={0} max={mallItemLimits.maxStock} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="limitPerCustomer" label={t('admin.limitPerCustomer')} extra={t('admin.form.limitHelp')}>
        <InputNumber min={1} max={mallItemLimits.maxLimitPerCustomer} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="sort" label={t('admin.sort')} extra={t('admin.form.sortHelp')}>
        <InputNumber
          min={mallItemLimits.minSort}
          max={mallItemLimits.maxSort}
          precision={0}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </ModalForm>
  );
}
