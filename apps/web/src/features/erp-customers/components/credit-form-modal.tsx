import {
  type CustomerDetail,
  maxCreditDays,
  maxCreditLimitYuan,
  setCreditRequestSchema,
} from '@boardforge/contracts/customers.ts';
import { App, Descriptions, Form, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useSetCredit } from '../api/set-credit.ts';

type CreditFormValues = { creditLimit: number | null; creditDays: number | null };

export type CreditFormModalProps = {
  /** The customer whose terms are set; null keeps the dialog closed. */
  customer: CustomerDetail | null;
  onClose: () => void;
};

/** The Set credit dialog: a limit in yuan (0 ends credit) and the days to pay, bounded as the contract bounds them. */
export function CreditFormModal({ customer, onClose }: CreditFormModalProps) {
  const { t } = useTranslation('customers');
  return (
    <FormModal subject={customer} title={t('credit.title')} onClose={onClose}>
      {(subject) => <CreditForm customer={subject} onDone={onClose} />}
    </FormModal>
  );
}

function CreditForm({ customer, onDone }: { customer: CustomerDetail; onDone: () => void }) {
  const { t } = useTranslation('customers');
  const { message } = App.useApp();
  const [form] = Form.useForm<CreditFormValues>();
  const setCredit = useSetCredit();

  /** A field's rule, judged by the request schema's own field. */
  const ruleOf = (field: keyof CreditFormValues, problem: string): Rule => ({
    validator: async (_rule, value: unknown) => {
      if (setCreditRequestSchema.shape[field].safeParse(value).success) return;
      throw new Error(problem);
    },
  });

  const submit = async (values: CreditFormValues) => {
    await setCredit.mutateAsync({
      userId: customer.userId,
      creditLimit: values.creditLimit ?? 0,
      creditDays: values.creditDays ?? 0,
    });
    void message.success(t('credit.saved', { name: customer.nickname }));
    onDone();
  };

  return (
    <ModalForm<CreditFormValues>
      form={form}
      initialValues={{ creditLimit: customer.credit?.limit ?? null, creditDays: customer.credit?.days ?? 30 }}
      summary={
        <Descriptions
          size="small"
          bordered
          column={1}
          items={[
            { key: 'customer', label: t('detail.nickname'), children: customer.nickname },
            { key: 'owed', label: t('money.owed'), children: formatMoney(customer.owed) },
          ]}
        />
      }
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={setCredit.isPending}
      labels={{ failed: t('credit.failed'), cancel: t('credit.cancel'), submit: t('credit.submit') }}
    >
      <Form.Item
        name="creditLimit"
        label={t('credit.limit')}
        extra={t('credit.limitHelp')}
        required
        rules={[ruleOf('creditLimit', t('credit.limitInvalid', { max: formatMoney(maxCreditLimitYuan) }))]}
      >
        <InputNumber<number> style={{ width: '100%' }} min={0} step={1000} inputMode="decimal" autoFocus />
      </Form.Item>
      <Form.Item
        name="creditDays"
        label={t('credit.days')}
        required
        rules={[ruleOf('creditDays', t('credit.daysInvalid', { max: maxCreditDays }))]}
      >
        <InputNumber<number> style={{ width: '100%' }} min={1} step={1} inputMode="numeric" />
      </Form.Item>
    </ModalForm>
  );
}
