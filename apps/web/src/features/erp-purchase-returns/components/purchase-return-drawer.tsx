import { maxOrderAmountYuan } from '@boardforge/contracts/limits.ts';
import type { PurchaseReturnDetail } from '@boardforge/contracts/purchase-returns.ts';
import { purchaseReturnLimits } from '@boardforge/contracts/purchase-returns.ts';
import { Alert, App, Button, Descriptions, Drawer, Form, Input, InputNumber, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusalMessage } from '../../../lib/form-errors.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { usePurchaseReturn } from '../api/get-purchase-return.ts';
import { useTransitionPurchaseReturn } from '../api/transition-purchase-return.ts';

/** One purchase return in a drawer: its facts, lines and totals, and the next action its status allows. */
export function PurchaseReturnDrawer({ returnId, onClose }: { returnId: string | null; onClose: () => void }) {
  const { t } = useTranslation('returns');
  const detail = usePurchaseReturn(returnId);
  return (
    <Drawer
      open={returnId !== null}
      onClose={onClose}
      size={720}
      title={
        detail.data ? t('purchase.drawer.title', { returnNo: detail.data.returnNo }) : t('purchase.drawer.loading')
      }
      closable={{ 'aria-label': t('purchase.drawer.close') }}
      destroyOnHidden
    >
      {detail.data ? <ReturnSheet key={detail.data.status} detail={detail.data} /> : <Spin />}
    </Drawer>
  );
}

function ReturnSheet({ detail }: { detail: PurchaseReturnDetail }) {
  const { t } = useTranslation('returns');
  const { message } = App.useApp();
  const transition = useTransitionPurchaseReturn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<{ creditAmount: number | null; creditNote: string | undefined }>();

  const run = async (input: Parameters<typeof transition.mutateAsync>[0]) => {
    setRefusal(null);
    try {
      await transition.mutateAsync(input);
      void message.success(t(`purchase.drawer.done.${input.action}`));
    } catch (error) {
      setRefusal(readRefusalMessage(error));
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'status',
            label: t('purchase.status'),
            children: <Tag>{t(`purchase.statuses.${detail.status}`)}</Tag>,
          },
          { key: 'supplier', label: t('purchase.supplier'), children: detail.supplierName },
          { key: 'reason', label: t('purchase.reason'), children: detail.reason },
          { key: 'amount', label: t('purchase.amount'), children: formatMoney(detail.amount) },
          {
            key: 'credit',
            label: t('purchase.creditAmount'),
            children:
              detail.creditAmount === null
                ? '—'
                : `${formatMoney(detail.creditAmount)}${detail.creditNote ? ` · ${detail.creditNote}` : ''}`,
          },
          { key: 'createdAt', label: t('purchase.createdAt'), children: formatDateTime(detail.createdAt) },
          {
            key: 'shippedAt',
            label: t('purchase.shippedAt'),
            children: detail.shippedAt ? formatDateTime(detail.shippedAt) : '—',
          },
        ]}
      />
      <Table
        size="small"
        rowKey={(line) => `${line.partId}-${line.quantity}-${line.unitAmount}`}
        pagination={false}
        dataSource={detail.lines}
        columns={[
          { title: t('purchase.part'), dataIndex: 'mpn', render: (mpn: string) => <code>{mpn}</code> },
          { title: t('purchase.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('purchase.unitAmount'), dataIndex: 'unitAmount', align: 'right', render: formatMoney },
          { title: t('purchase.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
        ]}
      />
      {refusal && (
        <Alert type="error" showIcon role="alert" message={t('purchase.drawer.failed')} description={refusal} />
      )}
      {detail.actions.includes('ship') && (
        <Button
          type="primary"
          loading={transition.isPending}
          onClick={() => void run({ id: detail.id, action: 'ship', fromStatus: detail.status })}
        >
          {t('purchase.drawer.ship')}
        </Button>
      )}
      {detail.actions.includes('credit') && (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) =>
            void run({
              id: detail.id,
              action: 'credit',
              fromStatus: detail.status,
              creditAmount: values.creditAmount ?? 0,
              creditNote: values.creditNote?.trim() ?? '',
            })
          }
          initialValues={{ creditAmount: detail.amount }}
        >
          <Form.Item
            name="creditAmount"
            label={t('purchase.creditAmount')}
            rules={[{ required: true, message: t('purchase.form.required', { field: t('purchase.creditAmount') }) }]}
          >
            <InputNumber<number> min={0} max={Math.min(detail.amount, maxOrderAmountYuan)} precision={2} />
          </Form.Item>
          <Form.Item name="creditNote" label={t('purchase.creditNote')}>
            <Input maxLength={purchaseReturnLimits.creditNote} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={transition.isPending}>
            {t('purchase.drawer.credit')}
          </Button>
        </Form>
      )}
    </Space>
  );
}
