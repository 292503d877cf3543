import { type CustomerListQuery, type CustomerRow, customerCreditFilters } from '@boardforge/contracts/customers.ts';
import { Button, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { type CustomerFilters, listCustomers, useCustomers } from '../api/list-customers.ts';
import { CustomerDrawer } from './customer-drawer.tsx';
import './customers.css';

/** The filters of the customer list, without the page. */
type CustomerFilterValues = Omit<CustomerFilters, 'pageNum' | 'pageSize'>;
type CreditFilter = CustomerListQuery['credit'];

/**
 * /erp/customers (客户): the client accounts with their orders, what they paid and owe, points and credit terms —
 * filtered, paged and summed by the server, exportable — and one customer in a drawer (credit, statement).
 */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  const [filters, setFilters] = useSessionState<CustomerFilterValues>('erp.customers.filters', {});
  const [paging, setPaging] = useState(firstPaging);
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const customers = useCustomers({ ...filters, ...paging });
  const totals = customers.data?.totals;

  const change = (patch: Partial<CustomerFilterValues>) => {
    setFilters({ ...filters, ...patch });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  const describeCredit = (row: CustomerRow) =>
    row.credit ? t('credit.terms', { limit: formatMoney(row.credit.limit), days: row.credit.days }) : '—';

  const columns: TableColumnsType<CustomerRow> = [
    {
      title: t('table.customer'),
      key: 'customer',
      render: (_value, row) => (
        <>
          <div>{row.nickname}</div>
          {row.company ? <small>{row.company}</small> : null}
        </>
      ),
    },
    { title: t('table.phone'), dataIndex: 'phone', render: (phone: string | null) => phone ?? '—' },
    {
      title: t('table.email'),
      dataIndex: 'email',
      responsive: ['lg'],
      render: (email: string | null) => email ?? '—',
    },
    { title: t('table.orders'), dataIndex: 'orderCount', align: 'right' },
    { title: t('table.paid'), dataIndex: 'paid', align: 'right', render: formatMoney },
    {
      title: t('table.owed'),
      key: 'owed',
      align: 'right',
      render: (_value, row) => (
        <>
          <div>{formatMoney(row.owed)}</div>
          {row.overdue > 0 ? (
            <small className="customers-overdue">{t('table.overdue', { amount: formatMoney(row.overdue) })}</small>
          ) : null}
        </>
      ),
    },
    { title: t('table.points'), dataIndex: 'points', align: 'right', responsive: ['md'] },
    { title: t('table.credit'), key: 'credit', responsive: ['md'], render: (_value, row) => describeCredit(row) },
    {
      title: t('table.actions'),
      key: 'actions',
      render: (_value, row) => (
        <Button
          size="small"
          onClick={() => setOpenUserId(row.userId)}
          aria-label={t('table.openLabel', { name: row.nickname })}
        >
          {t('table.open')}
        </Button>
      ),
    },
  ];

  const exportColumns: ExportColumn<CustomerRow>[] = [
    { title: t('table.customer'), value: (row) => row.nickname },
    { title: t('table.company'), value: (row) => row.company },
    { title: t('table.phone'), value: (row) => row.phone },
    { title: t('table.email'), value: (row) => row.email },
    { title: t('table.orders'), value: (row) => row.orderCount },
    { title: t('table.paid'), value: (row) => row.paid },
    { title: t('table.owed'), value: (row) => row.owed },
    { title: t('table.overdueColumn'), value: (row) => row.overdue },
    { title: t('table.points'), value: (row) => row.points },
    { title: t('table.creditLimit'), value: (row) => row.credit?.limit },
    { title: t('table.creditDays'), value: (row) => row.credit?.days },
  ];

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{t('title')}</h1>
      <p className="erp-page-lead">{t('lead')}</p>
      <FilterBar>
        <FilterField label={t('filters.keyword')} htmlFor="customers-keyword">
          <Input.Search
            id="customers-keyword"
            allowClear
            defaultValue={filters.keyword}
            placeholder={t('filters.keywordPlaceholder')}
            enterButton={t('filters.search')}
            onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
          />
        </FilterField>
        <FilterField label={t('filters.credit')} htmlFor="customers-credit">
          <Select
            id="customers-credit"
            value={filters.credit ?? 'all'}
            onChange={(credit: CreditFilter) => change({ credit: credit === 'all' ? undefined : credit })}
            options={customerCreditFilters.map((value) => ({ value, label: t(`filters.credits.${value}`) }))}
            style={{ minWidth: 180 }}
          />
        </FilterField>
      </FilterBar>
      <div className="erp-list-actions">
        <ExportButton
          listName={t('title')}
          columns={exportColumns}
          filters={filters}
          loadPage={(pageToRead) => listCustomers({ ...filters, ...pageToRead })}
        />
      </div>
      {customers.isError && !customers.data ? (
        <ListLoadFailed
          title={t('table.loadFailed')}
          retryLabel={t('table.retry')}
          onRetry={() => void customers.refetch()}
        />
      ) : (
        <PagedTable<CustomerRow>
          rowKey="userId"
          caption={t('table.caption')}
          columns={columns}
          rows={customers.data?.rows}
          total={customers.data?.total}
          loading={customers.isFetching}
          emptyText={t('table.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(count) => t('table.totalCount', { count })}
          summary={() =>
            totals ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <strong>{t('totals.label')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} colSpan={6}>
                  {t('totals.values', {
                    orders: totals.orderCount,
                    paid: formatMoney(totals.paid),
                    owed: formatMoney(totals.owed),
                    points: totals.points,
                  })}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
      <CustomerDrawer userId={openUserId} onClose={() => setOpenUserId(null)} />
    </div>
  );
}
