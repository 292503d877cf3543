import { type RebateEntry, type RebateKind, rebateLimits } from '@boardforge/contracts/rebates.ts';
import { App, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useReverseRebate } from '../api/reverse-rebate.ts';

/** Reverses one row with a new negative row carrying the reason (a row is reversed once). */
export function ReverseRebateModal({
  kind,
  entry,
  onClose,
}: {
  kind: RebateKind;
  entry: RebateEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rebates');
  return (
    <FormModal subject={entry} title={t('reverse.title', { id: entry?.id ?? '' })} onClose={onClose}>
      {(subject) => <ReverseForm kind={kind} entry={subject} onDone={onClose} />}
    </FormModal>
  );
}

function ReverseForm({ kind, entry, onDone }: { kind: RebateKind; entry: RebateEntry; onDone: () => void }) {
  const { t } = useTranslation('rebates');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const reverse = useReverseRebate();

  const submit = async (values: { reason: string }) => {
    await reverse.mutateAsync({ kind, request: { entryId: entry.id, reason: values.reason.trim() } });
    void message.success(t('reverse.saved'));
    onDone();
  };

  return (
    <ModalForm<{ reason: string }>
      form={form}
      initialValues={{ reason: '' }}
      summary={
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'party', label: t(`party.${kind}`), children: entry.partyName },
            { key: 'period', label: t('columns.period'), children: entry.period },
            { key: 'amount', label: t('columns.amount'), children: formatMoney(entry.amount) },
          ]}
        />
      }
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={reverse.isPending}
      labels={{ failed: t('form.failed'), cancel: t('form.cancel'), submit: t('reverse.submit') }}
    >
      <Form.Item
        name="reason"
        label={t('form.reason')}
        rules={[{ required: true, message: t('form.required', { field: t('form.reason') }) }]}
      >
        <Input maxLength={rebateLimits.reason} autoComplete="off" />
      </Form.Item>
    </ModalForm>
  );
}
