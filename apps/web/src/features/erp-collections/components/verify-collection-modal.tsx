import type { CollectionRow } from '@boardforge/contracts/payments.ts';
import { App, Descriptions, Form, Input, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useVerifyCollection } from '../api/verify-collection.ts';
import {
  buildVerificationRequest,
  findFieldProblem,
  type VerificationField,
  type VerificationFormValues,
  verificationLimits,
} from '../utils/verification-form.ts';

export type VerifyCollectionModalProps = {
  /** The transfer being verified; null keeps the dialog closed. */
  collection: CollectionRow | null;
  onClose: () => void;
};

/** The verification dialog: what the statement should show, and the amount, reference code and remark staff record. */
export function VerifyCollectionModal({ collection, onClose }: VerifyCollectionModalProps) {
  const { t } = useTranslation('collections');
  return (
    <FormModal subject={collection} title={t('verify.title')} onClose={onClose}>
      {(subject) => <VerifyCollectionForm collection={subject} onDone={onClose} />}
    </FormModal>
  );
}

function VerifyCollectionForm({ collection, onDone }: { collection: CollectionRow; onDone: () => void }) {
  const { t } = useTranslation('collections');
  const { message } = App.useApp();
  const [form] = Form.useForm<VerificationFormValues>();
  const verify = useVerifyCollection();

  /** One antd rule per field, judged by the contracts' request schema and worded with the field's name. */
  const ruleOf = (field: VerificationField): Rule => ({
    validator: async (_rule, value: unknown) => {
      const problem = findFieldProblem(field, value);
      if (problem) {
        throw new Error(
          t(`errors.${problem}`, { ...verificationLimits, maxAmount: formatMoney(verificationLimits.maxAmount) }),
        );
      }
    },
  });

  // A 400 names its fields; anything else (amount mismatch, already verified…) is the server's own sentence.
  const submit = async (values: VerificationFormValues) => {
    await verify.mutateAsync(buildVerificationRequest(collection.paymentId, values));
    void message.success(t('verify.success', { orderNo: collection.orderNo }));
    onDone();
  };

  const summary = (
    <>
      <Descriptions
        size="small"
        bordered
        column={1}
        title={<h2 className="card-heading">{t('verify.expected')}</h2>}
        items={[
          { key: 'orderNo', label: t('verify.orderNo'), children: collection.orderNo },
          { key: 'customer', label: t('verify.customer'), children: <CustomerLabel customer={collection} /> },
          {
            key: 'amount',
            label: t('verify.expectedAmount'),
            children: <span data-testid="verify-expected-amount">{formatMoney(collection.amount)}</span>,
          },
          {
            key: 'reference',
            label: t('verify.expectedReference'),
            children: <code data-testid="verify-expected-reference">{collection.referenceCode}</code>,
          },
        ]}
      />
      <p className="erp-page-lead" style={{ margin: 0 }}>
        {t('verify.intro')}
      </p>
    </>
  );

  return (
    <ModalForm<VerificationFormValues>
      form={form}
      initialValues={{ amount: null, referenceCode: '', note: '' }}
      summary={summary}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={verify.isPending}
      labels={{ failed: t('verify.failed'), cancel: t('verify.cancel'), submit: t('verify.submit') }}
    >
      <Form.Item name="amount" label={t('verify.amount')} required rules={[ruleOf('amount')]}>
        <InputNumber<number> style={{ width: '100%' }} step={0.01} inputMode="decimal" autoFocus />
      </Form.Item>
      <Form.Item name="referenceCode" label={t('verify.referenceCode')} required rules={[ruleOf('referenceCode')]}>
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="note" label={t('verify.note')} rules={[ruleOf('note')]}>
        <Input.TextArea rows={2} placeholder={t('verify.notePlaceholder')} />
      </Form.Item>
    </ModalForm>
  );
}
