import { maxOrderAmountYuan } from '@boardforge/contracts/limits.ts';
import { type RebateKind, type RebateRule, rebateLimits } from '@boardforge/contracts/rebates.ts';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useApplyRebateRule } from '../api/apply-rebate-rule.ts';
import { useRebateParties } from '../api/find-rebate-parties.ts';
import { formatRate, previousPeriod } from '../utils/rebate-format.ts';

type ApplyValues = { period: string; supplierId: string | undefined; volume: number | null };

/**
 * Applies a rule to a period: a sales rule to every customer's completed orders of the period (computed by the
 * server), a purchase rule to one supplier's volume typed here.
 */
export function ApplyRuleModal({
  kind,
  rule,
  onClose,
}: {
  kind: RebateKind;
  rule: RebateRule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rebates');
  return (
    <FormModal subject={rule} title={t('apply.title', { name: rule?.name ?? '' })} onClose={onClose}>
      {(subject) => <ApplyForm kind={kind} rule={subject} onDone={onClose} />}
    </FormModal>
  );
}

function ApplyForm({ kind, rule, onDone }: { kind: RebateKind; rule: RebateRule; onDone: () => void }) {
  const { t } = useTranslation('rebates');
  const { message } = App.useApp();
  const [form] = Form.useForm<ApplyValues>();
  const [keyword, setKeyword] = useState('');
  const suppliers = useRebateParties('purchase', kind === 'purchase' ? keyword.trim() : '');
  const apply = useApplyRebateRule();
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });

  const submit = async (values: ApplyValues) => {
    const period = values.period.trim();
    const answer = await apply.mutateAsync(
      kind === 'sales'
        ? { kind, request: { ruleId: rule.id, period } }
        : {
            kind,
            request: {
              ruleId: rule.id,
              period,
              supplierId: values.supplierId ?? '',
              // Left empty: the server takes the supplier's purchase orders of the period.
              ...(values.volume === null || values.volume === undefined ? {} : { volume: values.volume }),
            },
          },
    );
    void message.success(
      t('apply.done', { created: answer.created, skipped: answer.alreadyApplied, amount: formatMoney(answer.amount) }),
    );
    onDone();
  };

  return (
    <ModalForm<ApplyValues>
      form={form}
      initialValues={{ period: previousPeriod(rule.periodKind, new Date()), supplierId: undefined, volume: null }}
      summary={
        <p className="erp-page-lead">
          {t(`apply.help.${kind}`, { threshold: formatMoney(rule.threshold), rate: formatRate(rule.rateBasisPoints) })}
        </p>
      }
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={apply.isPending}
      labels={{ failed: t('form.failed'), cancel: t('form.cancel'), submit: t('apply.submit') }}
    >
      <Form.Item
        name="period"
        label={t('form.period')}
        extra={t(`form.periodHelp.${rule.periodKind}`)}
        rules={[required(t('form.period'))]}
      >
        <Input maxLength={rebateLimits.period} autoComplete="off" />
      </Form.Item>
      {kind === 'purchase' && (
        <>
          <Form.Item name="supplierId" label={t('party.purchase')} rules={[required(t('party.purchase'))]}>
            <Select
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              loading={suppliers.isFetching}
              options={(suppliers.data ?? []).map((party) => ({ value: party.id, label: party.name }))}
            />
          </Form.Item>
          <Form.Item name="volume" label={t('apply.volume')} extra={t('apply.volumeHelp')}>
            <InputNumber<number> min={0} max={maxOrderAmountYuan} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
