import { maxUnitPriceYuan } from '@boardforge/contracts/limits.ts';
import { stockLimits } from '@boardforge/contracts/stock.ts';
import { App, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { PartSelect } from '../../../components/erp/record-select.tsx';
import { useMoveStock } from '../api/move-stock.ts';

/** Which stock form is open: a signed adjustment, a warehouse entry at a cost, or an exit with its tracking. */
export type StockMoveKind = 'adjust' | 'entry' | 'exit';

type StockMoveValues = {
  partId: string | undefined;
  quantity: number | null;
  reason: string | undefined;
  unitCost: number | null;
  carrier: string | undefined;
  trackingNo: string | undefined;
};

/** The dialog of one stock move; `subject` null keeps it closed. */
export function StockMoveModal({ subject, onClose }: { subject: StockMoveKind | null; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <FormModal subject={subject} title={subject ? t(`stockForm.title.${subject}`) : ''} onClose={onClose}>
      {(kind) => <StockMoveForm kind={kind} onDone={onClose} />}
    </FormModal>
  );
}

function StockMoveForm({ kind, onDone }: { kind: StockMoveKind; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const { message } = App.useApp();
  const [form] = Form.useForm<StockMoveValues>();
  const move = useMoveStock();
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('partForm.required', { field }),
  });

  const submit = async (values: StockMoveValues) => {
    const partId = values.partId ?? '';
    const quantity = values.quantity ?? 0;
    const reason = values.reason?.trim() ?? '';
    const answer = await move.mutateAsync(
      kind === 'adjust'
        ? { kind, request: { partId, quantity, reason } }
        : kind === 'entry'
          ? { kind, request: { partId, quantity, unitCost: values.unitCost ?? 0, reason } }
          : {
              kind,
              request: {
                partId,
                quantity,
                carrier: values.carrier?.trim() ?? '',
                trackingNo: values.trackingNo?.trim() ?? '',
                reason,
              },
            },
    );
    void message.success(t('stockForm.saved', { stockAfter: answer.stockAfter }));
    onDone();
  };

  return (
    <ModalForm<StockMoveValues>
      form={form}
      initialValues={{}}
      summary={<p>{t(`stockForm.help.${kind}`)}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={move.isPending}
      labels={{ failed: t('stockForm.failed'), cancel: t('partForm.cancel'), submit: t('stockForm.submit') }}
    >
      <Form.Item name="partId" label={t('stockForm.part')} rules={[required(t('stockForm.part'))]}>
        <PartSelect />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t(kind === 'adjust' ? 'stockForm.signedQuantity' : 'stockForm.quantity')}
        rules={[{ required: true, message: t('partForm.required', { field: t('stockForm.quantity') }) }]}
      >
        <InputNumber<number>
          min={kind === 'adjust' ? -stockLimits.quantity : 1}
          max={stockLimits.quantity}
          precision={0}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {kind === 'entry' && (
        <Form.Item
          name="unitCost"
          label={t('stockForm.unitCost')}
          rules={[{ required: true, message: t('partForm.required', { field: t('stockForm.unitCost') }) }]}
        >
          <InputNumber<number> min={0} max={maxUnitPriceYuan} precision={4} style={{ width: '100%' }} />
        </Form.Item>
      )}
      {kind === 'exit' && (
        <>
          <Form.Item name="carrier" label={t('stockForm.carrier')} rules={[required(t('stockForm.carrier'))]}>
            <Input maxLength={stockLimits.carrier} autoComplete="off" />
          </Form.Item>
          <Form.Item name="trackingNo" label={t('stockForm.trackingNo')} rules={[required(t('stockForm.trackingNo'))]}>
            <Input maxLength={stockLimits.trackingNo} autoComplete="off" spellCheck={false} />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="reason"
        label={t('stockForm.reason')}
        rules={kind === 'adjust' ? [required(t('stockForm.reason'))] : []}
      >
        <Input maxLength={stockLimits.reason} autoComplete="off" />
      </Form.Item>
    </ModalForm>
  );
}
