import type { CustomerDetail } from '@boardforge/contracts/customers.ts';
import { Alert, Button, Card, Descriptions, Drawer, List, Spin, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderStatusTag } from '../../../components/order-status-tag.tsx';
import { Permission } from '../../../components/permission.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCustomer } from '../api/get-customer.ts';
import { CreditFormModal } from './credit-form-modal.tsx';
import { StatementCard } from './statement-card.tsx';

export type CustomerDrawerProps = {
  /** The open customer; null: closed. */
  userId: string | null;
  onClose: () => void;
};

/** One customer in a drawer: contacts, money and credit (set by holders of customer:credit), orders, statement. */
export function CustomerDrawer({ userId, onClose }: CustomerDrawerProps) {
  const { t } = useTranslation('customers');
  const detail = useCustomer(userId);
  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size={820}
      title={detail.data ? t('drawer.title', { name: detail.data.nickname }) : t('drawer.loading')}
      closable={{ 'aria-label': t('drawer.close') }}
      destroyOnHidden
    >
      {detail.data ? (
        <CustomerSheet customer={detail.data} />
      ) : detail.isError ? (
        <Alert type="error" showIcon message={t('drawer.loadFailed')} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

type OrderRow = CustomerDetail['orders'][number];
type ChangeRow = CustomerDetail['creditChanges'][number];

function CustomerSheet({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('customers');
  const [isCreditOpen, setIsCreditOpen] = useState(false);
  const describeTerms = (terms: { limit: number; days: number } | null) =>
    terms ? t('credit.terms', { limit: formatMoney(terms.limit), days: terms.days }) : t('credit.none');

  const orderColumns: TableColumnsType<OrderRow> = [
    { title: t('orders.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      render: (status: OrderRow['status']) => <OrderStatusTag status={status} />,
    },
    { title: t('orders.payable'), dataIndex: 'payable', align: 'right', render: formatMoney },
    { title: t('orders.paid'), dataIndex: 'paid', align: 'right', render: formatMoney },
    { title: t('orders.createdAt'), dataIndex: 'createdAt', render: formatDateTime, responsive: ['md'] },
    {
      title: t('orders.creditDueAt'),
      dataIndex: 'creditDueAt',
      render: (at: string | null) => (at ? formatDateTime(at) : '—'),
      responsive: ['md'],
    },
  ];
  const changeColumns: TableColumnsType<ChangeRow> = [
    { title: t('changes.at'), dataIndex: 'changedAt', render: formatDateTime },
    { title: t('changes.before'), key: 'before', render: (_value, row) => describeTerms(row.previous) },
    { title: t('changes.after'), key: 'after', render: (_value, row) => describeTerms(row.next) },
    { title: t('changes.by'), key: 'by', render: (_value, row) => `${row.changedBy ?? '—'} (${row.changedByRole})` },
  ];

  return (
    <div className="customer-sheet">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'nickname', label: t('detail.nickname'), children: customer.nickname },
          { key: 'company', label: t('detail.company'), children: customer.company || '—' },
          { key: 'phone', label: t('detail.phone'), children: customer.phone ?? '—' },
          { key: 'email', label: t('detail.email'), children: customer.email ?? '—' },
          { key: 'points', label: t('detail.points'), children: customer.points },
          { key: 'since', label: t('detail.since'), children: formatDateTime(customer.createdAt) },
        ]}
      />
      <Card
        size="small"
        title={<h2 className="card-heading">{t('money.title')}</h2>}
        style={{ marginTop: 16 }}
        extra={
          <Permission tags={['customer:credit']}>
            <Button type="primary" onClick={() => setIsCreditOpen(true)}>
              {t('credit.set')}
            </Button>
          </Permission>
        }
      >
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'orders', label: t('money.orders'), children: customer.orderCount },
            { key: 'paid', label: t('money.paid'), children: formatMoney(customer.paid) },
            {
              key: 'owed',
              label: t('money.owed'),
              children: <span data-testid="customer-owed">{formatMoney(customer.owed)}</span>,
            },
            { key: 'overdue', label: t('money.overdue'), children: formatMoney(customer.overdue) },
            {
              key: 'credit',
              label: t('money.credit'),
              children: <span data-testid="customer-credit">{describeTerms(customer.credit)}</span>,
            },
            {
              key: 'available',
              label: t('money.available'),
              children: customer.creditAvailable === null ? '—' : formatMoney(customer.creditAvailable),
            },
          ]}
        />
      </Card>
      <div className="customer-sheet-grid">
        <Card size="small" title={<h2 className="card-heading">{t('detail.addresses')}</h2>} style={{ marginTop: 16 }}>
          <List
            size="small"
            dataSource={customer.addresses}
            locale={{ emptyText: t('detail.none') }}
            renderItem={(address) => (
              <List.Item>
                {address.fullName} · {address.mobile} · {address.line}
                {address.isDefault ? ` (${t('detail.default')})` : ''}
              </List.Item>
            )}
          />
        </Card>
        <Card
          size="small"
          title={<h2 className="card-heading">{t('detail.invoiceTitles')}</h2>}
          style={{ marginTop: 16 }}
        >
          <List
            size="small"
            dataSource={customer.invoiceTitles}
            locale={{ emptyText: t('detail.none') }}
            renderItem={(title) => <List.Item>{title}</List.Item>}
          />
        </Card>
      </div>
      <Card size="small" title={<h2 className="card-heading">{t('orders.title')}</h2>} style={{ marginTop: 16 }}>
        <Table<OrderRow>
          rowKey="orderId"
          size="small"
          columns={orderColumns}
          dataSource={customer.orders}
          pagination={false}
          locale={{ emptyText: t('detail.none') }}
        />
      </Card>
      <StatementCard userId={customer.userId} customerName={customer.nickname} />
      <Card size="small" title={<h2 className="card-heading">{t('changes.title')}</h2>} style={{ marginTop: 16 }}>
        <Table<ChangeRow>
          rowKey={(row) => `${row.changedAt}-${row.changedByRole}-${row.next.limit}-${row.next.days}`}
          size="small"
          columns={changeColumns}
          dataSource={customer.creditChanges}
          pagination={false}
          locale={{ emptyText: t('detail.none') }}
        />
      </Card>
      <CreditFormModal customer={isCreditOpen ? customer : null} onClose={() => setIsCreditOpen(false)} />
    </div>
  );
}
