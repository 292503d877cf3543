import type { InvoiceListRow } from '@boardforge/contracts/invoices.ts';
import { App, DatePicker, Descriptions, Form, Input, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useIssueInvoice } from '../api/issue-invoice.ts';
import {
  buildIssueRequest,
  findIssueProblem,
  type IssueField,
  type IssueFormValues,
  issueLimits,
} from '../utils/issue-form.ts';

const dateFormat = 'YYYY-MM-DD';

export type IssueInvoiceModalProps = {
  /** The order being invoiced; null keeps the dialog closed. */
  row: InvoiceListRow | null;
  onClose: () => void;
};

/** The Issue invoice dialog: what the customer asked for, and the number, date and amount of the invoice issued. */
export function IssueInvoiceModal({ row, onClose }: IssueInvoiceModalProps) {
  const { t } = useTranslation('invoicing');
  return (
    <FormModal subject={row} title={t('issue.title')} onClose={onClose}>
      {(subject) => <IssueInvoiceForm row={subject} onDone={onClose} />}
    </FormModal>
  );
}

function IssueInvoiceForm({ row, onDone }: { row: InvoiceListRow; onDone: () => void }) {
  const { t } = useTranslation('invoicing');
  const { message } = App.useApp();
  const [form] = Form.useForm<IssueFormValues>();
  const issue = useIssueInvoice();
  const today = dayjs().format(dateFormat);
  const limits = { today, remaining: row.remaining };

  /** One antd rule per field, judged by the contracts' request schema and worded with the field's name. */
  const ruleOf = (field: IssueField): Rule => ({
    validator: async (_rule, value: unknown) => {
      const problem = findIssueProblem(field, value, limits);
      if (!problem) return;
      const maxAmount = formatMoney(issueLimits.maxAmount);
      throw new Error(
        t(`errors.${problem}`, { ...issueLimits, maxAmount, remaining: formatMoney(row.remaining), today }),
      );
    },
  });

  // A 400 names its fields; anything else (already recorded, not paid…) is the server's own sentence, and the list
  // behind the dialog has been re-read.
  const submit = async (values: IssueFormValues) => {
    const issued = await issue.mutateAsync(buildIssueRequest(row.orderId, values));
    void message.success(t('issue.success', { invoiceNo: issued.invoiceNo, orderNo: row.orderNo }));
    onDone();
  };

  const summary = (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={<h2 className="card-heading">{t('issue.requested')}</h2>}
      items={[
        { key: 'orderNo', label: t('table.orderNo'), children: row.orderNo },
        { key: 'customer', label: t('table.customer'), children: <CustomerLabel customer={row} /> },
        { key: 'type', label: t('table.type'), children: t(`types.${row.invoiceType}`) },
        { key: 'method', label: t('table.method'), children: t(`methods.${row.invoicingMethod}`) },
        { key: 'title', label: t('table.title'), children: row.contractTitle },
        {
          key: 'remaining',
          label: t('table.remaining'),
          children: <span data-testid="issue-remaining">{formatMoney(row.remaining)}</span>,
        },
      ]}
    />
  );

  return (
    <ModalForm<IssueFormValues>
      form={form}
      initialValues={{ invoiceNo: '', issueDate: today, amount: row.remaining }}
      summary={summary}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={issue.isPending}
      labels={{ failed: t('issue.failed'), cancel: t('issue.cancel'), submit: t('issue.submit') }}
    >
      <Form.Item name="invoiceNo" label={t('issue.invoiceNo')} required rules={[ruleOf('invoiceNo')]}>
        <Input autoComplete="off" spellCheck={false} autoFocus />
      </Form.Item>
      <Form.Item
        name="issueDate"
        label={t('issue.issueDate')}
        required
        rules={[ruleOf('issueDate')]}
        // The form keeps the date as `YYYY-MM-DD`, the contract's shape; the picker works in dayjs.
        getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value, dateFormat) : null })}
        normalize={(value: Dayjs | null) => (value ? value.format(dateFormat) : null)}
      >
        <DatePicker
          style={{ width: '100%' }}
          format={dateFormat}
          allowClear={false}
          disabledDate={(day) => day.format(dateFormat) > today}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('issue.amount')} required rules={[ruleOf('amount')]}>
        <InputNumber<number> style={{ width: '100%' }} step={0.01} inputMode="decimal" />
      </Form.Item>
    </ModalForm>
  );
}
