import {
  type PurchaseOrderDetail,
  type PurchaseOrderStatus,
  type PurchaseOrderSummary,
  purchaseOrderListQuerySchema,
  purchaseOrderStatuses,
} from '@boardforge/contracts/purchase-orders.ts';
import { Alert, App, Button, Drawer, Input, InputNumber, Select, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime, formatMoney, formatPreciseMoney } from '../../../lib/format.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import {
  listPurchaseOrders,
  type PurchaseOrderFilters,
  usePurchaseOrder,
  usePurchaseOrders,
  useReceivePurchaseOrder,
} from '../api/purchase-orders.ts';
import { buildPurchaseOrderHtml } from '../utils/print-purchase-order.ts';

type FilterValues = Omit<PurchaseOrderFilters, 'pageNum' | 'pageSize'>;
const keywordMaxLength = readMaxLength(purchaseOrderListQuerySchema.shape.keyword);
const statusColors: Record<PurchaseOrderStatus, string> = {
  placed: 'default',
  approved: 'processing',
  received: 'success',
};

/**
 * Purchase orders (采购单): made when an order's purchase is placed, one per supplier; approved at purchase review;
 * received here line by line (partial deliveries allowed) — stock rises, and the receipt completing an order's last
 * purchase order books the order's warehouse entry. Printable (the browser prints or saves a PDF).
 */
export function PurchaseOrdersTab() {
  const { t } = useTranslation('inventory');
  const [filters, setFilters] = useSessionState<FilterValues>('erp.purchase-orders.filters', {});
  const [paging, setPaging] = useState(firstPaging);
  const [openId, setOpenId] = useState<string | null>(null);
  const orders = usePurchaseOrders({ ...filters, ...paging });
  const change = (patch: Partial<FilterValues>) => {
    setFilters({ ...filters, ...patch });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const statusWord = (status: PurchaseOrderStatus) => t(`purchaseOrders.statuses.${status}`);
  const columns = [
    {
      title: t('purchaseOrders.poNo'),
      dataIndex: 'poNo',
      render: (poNo: string, row: PurchaseOrderSummary) => (
        <Button type="link" onClick={() => setOpenId(row.id)} aria-label={t('purchaseOrders.openLabel', { poNo })}>
          {poNo}
        </Button>
      ),
    },
    { title: t('purchaseOrders.orderNo'), dataIndex: 'orderNo', responsive: ['md' as const] },
    { title: t('purchaseOrders.supplier'), dataIndex: 'supplierName', render: (name: string) => name || '—' },
    {
      title: t('purchaseOrders.status'),
      dataIndex: 'status',
      render: (status: PurchaseOrderStatus) => <Tag color={statusColors[status]}>{statusWord(status)}</Tag>,
    },
    {
      title: t('purchaseOrders.expected'),
      dataIndex: 'expectedDate',
      responsive: ['lg' as const],
      render: (date: string | null) => date ?? '—',
    },
    { title: t('purchaseOrders.totalCost'), dataIndex: 'totalCost', align: 'right' as const, render: formatMoney },
    {
      title: t('purchaseOrders.createdAt'),
      dataIndex: 'createdAt',
      responsive: ['lg' as const],
      render: (iso: string) => formatDateTime(iso),
    },
  ];
  const exportColumns: ExportColumn<PurchaseOrderSummary>[] = [
    { title: t('purchaseOrders.poNo'), value: (row) => row.poNo },
    { title: t('purchaseOrders.orderNo'), value: (row) => row.orderNo },
    { title: t('purchaseOrders.supplier'), value: (row) => row.supplierName },
    { title: t('purchaseOrders.status'), value: (row) => statusWord(row.status) },
    { title: t('purchaseOrders.expected'), value: (row) => row.expectedDate ?? '' },
    { title: t('purchaseOrders.totalCost'), value: (row) => row.totalCost },
    { title: t('purchaseOrders.createdAt'), value: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <div>
      <FilterBar>
        <FilterField label={t('purchaseOrders.status')} htmlFor="purchase-orders-status">
          <Select
            id="purchase-orders-status"
            value={filters.status ?? ''}
            onChange={(status: PurchaseOrderStatus | '') => change({ status: status || undefined })}
            options={[
              { value: '', label: t('purchaseOrders.all') },
              ...purchaseOrderStatuses.map((status) => ({ value: status, label: statusWord(status) })),
            ]}
            style={{ minWidth: 140 }}
          />
        </FilterField>
        <FilterField label={t('purchaseOrders.keyword')} htmlFor="purchase-orders-keyword">
          <Input.Search
            id="purchase-orders-keyword"
            allowClear
            maxLength={keywordMaxLength}
            defaultValue={filters.keyword}
            enterButton={t('purchaseOrders.search')}
            onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
          />
        </FilterField>
      </FilterBar>
      <div className="erp-list-actions">
        <ExportButton
          listName={t('purchaseOrders.title')}
          columns={exportColumns}
          filters={filters}
          loadPage={(page) => listPurchaseOrders({ ...filters, ...page })}
        />
      </div>
      {orders.isError && !orders.data ? (
        <ListLoadFailed
          title={t('purchaseOrders.loadFailed')}
          retryLabel={t('purchaseOrders.retry')}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <PagedTable<PurchaseOrderSummary>
          rowKey="id"
          caption={t('purchaseOrders.caption')}
          columns={columns}
          rows={orders.data?.rows}
          total={orders.data?.total}
          loading={orders.isFetching}
          emptyText={t('purchaseOrders.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('purchaseOrders.total', { count: total })}
          summary={() =>
            orders.data && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={7}>
                  <strong data-testid="purchase-orders-total">
                    {t('purchaseOrders.costTotal', { cost: formatMoney(orders.data.totalCost) })}
                  </strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )
          }
        />
      )}
      <PurchaseOrderDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function PurchaseOrderDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const detail = usePurchaseOrder(id);
  const order = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={820}
      title={order ? t('purchaseOrders.drawerTitle', { poNo: order.poNo }) : t('purchaseOrders.loading')}
      closable={{ 'aria-label': t('purchaseOrders.close') }}
      destroyOnHidden
    >
      {order ? (
        <PurchaseOrderSheet order={order} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={t('purchaseOrders.loadFailed')} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

function PurchaseOrderSheet({ order }: { order: PurchaseOrderDetail }) {
  const { t } = useTranslation('inventory');
  const language = useLanguage();
  const { message } = App.useApp();
  const receive = useReceivePurchaseOrder();
  const [quantities, setQuantities] = useState<Record<string, number | null>>({});
  const [error, setError] = useState<string | null>(null);
  const canReceive = order.status === 'approved';

  const submit = async () => {
    setError(null);
    const lines = order.lines.flatMap((line) => {
      const quantity = quantities[line.id];
      return quantity ? [{ lineId: line.id, quantity }] : [];
    });
    if (lines.length === 0) {
      setError(t('purchaseOrders.nothingToReceive'));
      return;
    }
    try {
      await receive.mutateAsync({ id: order.id, lines });
      setQuantities({});
      void message.success(t('purchaseOrders.received'));
    } catch (refusal) {
      if (!isApiError(refusal)) throw refusal;
      setError(refusal.fieldErrors[0]?.message ?? refusal.message);
    }
  };

  const print = () => {
    const html = buildPurchaseOrderHtml(
      order,
      {
        title: t('purchaseOrders.printTitle'),
        orderNo: t('purchaseOrders.orderNo'),
        supplier: t('purchaseOrders.supplier'),
        expected: t('purchaseOrders.expected'),
        created: t('purchaseOrders.createdAt'),
        note: t('purchaseOrders.note'),
        line: t('purchaseOrders.line'),
        item: t('purchaseOrders.item'),
        quantity: t('purchaseOrders.quantity'),
        unitCost: t('purchaseOrders.unitCost'),
        amount: t('purchaseOrders.amount'),
        total: t('purchaseOrders.totalCost'),
        formatMoney: formatPreciseMoney,
        formatDate: formatDateTime,
      },
      language,
    );
    const printed = window.open('', '_blank');
    if (!printed) {
      void message.warning(t('purchaseOrders.popupBlocked'));
      return;
    }
    printed.document.write(html);
    printed.document.close();
    printed.focus();
    printed.print();
  };

  return (
    <div className="purchase-order-sheet">
      <Space wrap size="middle">
        <Tag color={statusColors[order.status]}>{t(`purchaseOrders.statuses.${order.status}`)}</Tag>
        <span>
          {t('purchaseOrders.supplier')}: {order.supplierName || '—'}
        </span>
        <span>
          {t('purchaseOrders.orderNo')}: {order.orderNo}
        </span>
        <span>
          {t('purchaseOrders.expected')}: {order.expectedDate ?? '—'}
        </span>
        <Button onClick={print}>{t('purchaseOrders.print')}</Button>
      </Space>
      {order.note ? <p>{order.note}</p> : null}
      {order.status === 'placed' ? <Alert type="info" showIcon title={t('purchaseOrders.awaitingReview')} /> : null}
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={order.lines}
        caption={<span className="visually-hidden">{t('purchaseOrders.linesCaption')}</span>}
        columns={[
          { title: t('purchaseOrders.line'), dataIndex: 'lineNo', width: 48 },
          { title: t('purchaseOrders.item'), dataIndex: 'description' },
          { title: t('purchaseOrders.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('purchaseOrders.receivedQuantity'), dataIndex: 'receivedQuantity', align: 'right' },
          {
            title: t('purchaseOrders.unitCost'),
            dataIndex: 'unitCost',
            align: 'right',
            render: (value: number | null) => (value === null ? '—' : formatPreciseMoney(value)),
          },
          { title: t('purchaseOrders.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
          ...(canReceive
            ? [
                {
                  title: t('purchaseOrders.receiveNow'),
                  key: 'receive',
                  render: (_value: unknown, line: PurchaseOrderDetail['lines'][number]) => {
                    const open = line.quantity - line.receivedQuantity;
                    return open > 0 ? (
                      <InputNumber<number>
                        aria-label={t('purchaseOrders.receiveLine', { line: line.lineNo })}
                        min={1}
                        max={open}
                        precision={0}
                        value={quantities[line.id] ?? null}
                        onChange={(value) => setQuantities((current) => ({ ...current, [line.id]: value }))}
                      />
                    ) : (
                      <Tag color="success">{t('purchaseOrders.lineComplete')}</Tag>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {canReceive ? (
        <Permission tags={['stock:entry']}>
          <Space className="erp-quote-actions">
            <Button type="primary" loading={receive.isPending} onClick={() => void submit()}>
              {t('purchaseOrders.receive')}
            </Button>
          </Space>
        </Permission>
      ) : null}
    </div>
  );
}
