import type { CollectionRow } from '@boardforge/contracts/payments.ts';
import { Alert, App, Button, Descriptions, Form, Input, InputNumber, Modal, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLabel } from '../../../components/erp/customer-label.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyFieldErrors, readRefusalMessage } from '../../../lib/form-errors.ts';
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
    <Modal
      open={collection !== null}
      title={t('verify.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
    >
      {collection && <VerifyCollectionForm collection={collection} onDone={onClose} />}
    </Modal>
  );
}

function VerifyCollectionForm({ collection, onDone }: { collection: CollectionRow; onDone: () => void }) {
  const { t } = useTranslation('collections');
  const { message } = App.useApp();
  const [form] = Form.useForm<VerificationFormValues>();
  const verify = useVerifyCollection();
  const [refusal, setRefusal] = useState<string | null>(null);

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

  const submit = async (values: VerificationFormValues) => {
    setRefusal(null);
    try {
      await verify.mutateAsync(buildVerificationRequest(collection.paymentId, values));
      void message.success(t('verify.success', { orderNo: collection.orderNo }));
      onDone();
    } catch (error) {
      // A 400 names its fields; anything else (amount mismatch, already verified…) is the server's own sentence.
      if (applyFieldErrors(form, error)) return;
      setRefusal(readRefusalMessage(error));
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
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
      {refusal && <Alert type="error" showIcon role="alert" message={t('verify.failed')} description={refusal} />}
      <Form<VerificationFormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ amount: null, referenceCode: '', note: '' }}
        requiredMark
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
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onDone}>{t('verify.cancel')}</Button>
          <SubmitButton type="primary" loading={verify.isPending}>
            {t('verify.submit')}
          </SubmitButton>
        </Space>
      </Form>
    </Space>
  );
}
