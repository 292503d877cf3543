import { maxOrderAmountYuan } from '@boardforge/contracts/limits.ts';
import { type RebateKind, rebateLimits } from '@boardforge/contracts/rebates.ts';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { useRebateParties } from '../api/find-rebate-parties.ts';
import { useRecordManualRebate } from '../api/record-manual-rebate.ts';
import { previousPeriod } from '../utils/rebate-format.ts';

type ManualValues = { partyId: string | undefined; period: string; amount: number | null; reason: string };

/** A rebate amount typed by staff for a customer (sales) or supplier (purchase), with its reason. */
export function ManualRebateModal({
  kind,
  isOpen,
  onClose,
}: {
  kind: RebateKind;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('rebates');
  return (
    <FormModal subject={isOpen ? kind : null} title={t(`manual.title.${kind}`)} onClose={onClose}>
      {(subject) => <ManualForm kind={subject} onDone={onClose} />}
    </FormModal>
  );
}

function ManualForm({ kind, onDone }: { kind: RebateKind; onDone: () => void }) {
  const { t } = useTranslation('rebates');
  const { message } = App.useApp();
  const [form] = Form.useForm<ManualValues>();
  const [keyword, setKeyword] = useState('');
  const parties = useRebateParties(kind, keyword.trim());
  const record = useRecordManualRebate();
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });

  const submit = async (values: ManualValues) => {
    await record.mutateAsync({
      kind,
      request: {
        partyId: values.partyId ?? '',
        period: values.period.trim(),
        amount: values.amount ?? 0,
        reason: values.reason.trim(),
      },
    });
    void message.success(t('manual.saved'));
    onDone();
  };

  return (
    <ModalForm<ManualValues>
      form={form}
      initialValues={{ partyId: undefined, period: previousPeriod('month', new Date()), amount: null, reason: '' }}
      summary={null}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={record.isPending}
      labels={{ failed: t('form.failed'), cancel: t('form.cancel'), submit: t('manual.submit') }}
    >
      <Form.Item name="partyId" label={t(`party.${kind}`)} rules={[required(t(`party.${kind}`))]}>
        <Select
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={parties.isFetching}
          options={(parties.data ?? []).map((party) => ({
            value: party.id,
            label: party.contact ? `${party.name} (${party.contact})` : party.name,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="period"
        label={t('form.period')}
        extra={t('form.periodHelp.any')}
        rules={[required(t('form.period'))]}
      >
        <Input maxLength={rebateLimits.period} autoComplete="off" />
      </Form.Item>
      <Form.Item name="amount" label={t('form.amount')} rules={[required(t('form.amount'))]}>
        <InputNumber<number> min={0.01} max={maxOrderAmountYuan} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="reason" label={t('form.reason')} rules={[required(t('form.reason'))]}>
        <Input maxLength={rebateLimits.reason} autoComplete="off" />
      </Form.Item>
    </ModalForm>
  );
}
