import { maxOrderAmountYuan } from '@boardforge/contracts/limits.ts';
import { type RebateKind, type RebateRule, rebateLimits, rebatePeriodKinds } from '@boardforge/contracts/rebates.ts';
import { App, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { useSaveRebateRule } from '../api/save-rebate-rule.ts';

type RuleValues = {
  name: string;
  periodKind: RebateRule['periodKind'];
  threshold: number | null;
  ratePercent: number | null;
  isActive: boolean;
};

/** Adds (`{ rule: null }`) or changes a rule: from what volume in a month or quarter, what percentage back. */
export function RuleFormModal({
  kind,
  subject,
  onClose,
}: {
  kind: RebateKind;
  subject: { rule: RebateRule | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rebates');
  const title = subject?.rule ? t('ruleForm.editTitle', { name: subject.rule.name }) : t('ruleForm.addTitle');
  return (
    <FormModal subject={subject} title={title} onClose={onClose}>
      {({ rule }) => <RuleForm kind={kind} rule={rule} onDone={onClose} />}
    </FormModal>
  );
}

function RuleForm({ kind, rule, onDone }: { kind: RebateKind; rule: RebateRule | null; onDone: () => void }) {
  const { t } = useTranslation('rebates');
  const { message } = App.useApp();
  const [form] = Form.useForm<RuleValues>();
  const save = useSaveRebateRule();
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });

  const submit = async (values: RuleValues) => {
    await save.mutateAsync({
      kind,
      rule: {
        ...(rule ? { id: rule.id } : {}),
        name: values.name.trim(),
        periodKind: values.periodKind,
        threshold: values.threshold ?? 0,
        rateBasisPoints: Math.round((values.ratePercent ?? 0) * 100),
        isActive: values.isActive,
      },
    });
    void message.success(t('ruleForm.saved'));
    onDone();
  };

  return (
    <ModalForm<RuleValues>
      form={form}
      initialValues={
        rule
          ? {
              name: rule.name,
              periodKind: rule.periodKind,
              threshold: rule.threshold,
              ratePercent: rule.rateBasisPoints / 100,
              isActive: rule.isActive,
            }
          : { name: '', periodKind: 'month', threshold: null, ratePercent: null, isActive: true }
      }
      summary={<p className="erp-page-lead">{t('ruleForm.help')}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={save.isPending}
      labels={{ failed: t('form.failed'), cancel: t('form.cancel'), submit: t('ruleForm.submit') }}
    >
      <Form.Item name="name" label={t('ruleForm.name')} rules={[required(t('ruleForm.name'))]}>
        <Input maxLength={rebateLimits.name} autoComplete="off" />
      </Form.Item>
      <Form.Item name="periodKind" label={t('ruleForm.periodKind')}>
        <Select
          options={rebatePeriodKinds.map((periodKind) => ({
            value: periodKind,
            label: t(`periodKinds.${periodKind}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="threshold" label={t('ruleForm.threshold')} rules={[required(t('ruleForm.threshold'))]}>
        <InputNumber<number> min={0} max={maxOrderAmountYuan} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="ratePercent" label={t('ruleForm.rate')} rules={[required(t('ruleForm.rate'))]}>
        <InputNumber<number>
          min={0.01}
          max={rebateLimits.rateBasisPoints / 100}
          precision={2}
          step={0.5}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="isActive" label={t('ruleForm.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ModalForm>
  );
}
