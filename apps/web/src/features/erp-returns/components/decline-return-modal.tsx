import { transitionPayloadSchemas } from '@boardforge/contracts/orders-transitions.ts';
import type { ReturnRequestRow } from '@boardforge/contracts/sales-returns.ts';
import { App, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useDeclineReturn } from '../api/decline-return.ts';

const reasonSchema = transitionPayloadSchemas.declineReturn.shape.reason;
const reasonMaxLength = readMaxLength(reasonSchema);

type DeclineFormValues = { reason: string };

export type DeclineReturnModalProps = {
  /** The request being declined; null keeps the dialog closed. */
  row: ReturnRequestRow | null;
  onClose: () => void;
};

/** The Decline return dialog: the request, and the reason the customer will read on the order page. */
export function DeclineReturnModal({ row, onClose }: DeclineReturnModalProps) {
  const { t } = useTranslation('returns');
  return (
    <FormModal subject={row} title={t('decline.title')} onClose={onClose}>
      {(subject) => <DeclineReturnForm row={subject} onDone={onClose} />}
    </FormModal>
  );
}

function DeclineReturnForm({ row, onDone }: { row: ReturnRequestRow; onDone: () => void }) {
  const { t } = useTranslation('returns');
  const { message } = App.useApp();
  const [form] = Form.useForm<DeclineFormValues>();
  const decline = useDeclineReturn();

  const submit = async (values: DeclineFormValues) => {
    await decline.mutateAsync({
      orderId: row.orderId,
      action: 'declineReturn',
      fromStatus: row.status,
      payload: { reason: values.reason.trim() },
    });
    void message.success(t('decline.done', { orderNo: row.orderNo }));
    onDone();
  };

  const summary = (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={[
        { key: 'orderNo', label: t('requests.orderNo'), children: row.orderNo },
        { key: 'customer', label: t('requests.customer'), children: <CustomerLabel customer={row} /> },
        { key: 'reason', label: t('requests.reason'), children: row.reason || '—' },
      ]}
    />
  );

  return (
    <ModalForm<DeclineFormValues>
      form={form}
      initialValues={{ reason: '' }}
      summary={summary}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={decline.isPending}
      labels={{ failed: t('decline.failed'), cancel: t('decline.cancel'), submit: t('decline.submit') }}
    >
      <Form.Item
        name="reason"
        label={t('decline.reason')}
        extra={t('decline.reasonHelp')}
        required
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (reasonSchema.safeParse(typeof value === 'string' ? value.trim() : value).success) return;
              throw new Error(t('decline.reasonInvalid', { max: reasonMaxLength }));
            },
          },
        ]}
      >
        <Input.TextArea maxLength={reasonMaxLength} showCount autoSize={{ minRows: 2 }} autoFocus />
      </Form.Item>
    </ModalForm>
  );
}
