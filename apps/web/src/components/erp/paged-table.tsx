import { pageSizes } from '@boardforge/contracts/envelope.ts';
import { Button, Result, Table, type TableProps } from 'antd';

/** A page of a back-office list as the server's list calls take it (the page sizes are the contract's). */
export type Paging = { pageNum: number; pageSize: number };

/** Where every back-office list starts. */
export const firstPaging: Paging = { pageNum: 1, pageSize: 20 };

export type PagedTableProps<Row extends object> = Omit<
  TableProps<Row>,
  'caption' | 'dataSource' | 'locale' | 'pagination' | 'size'
> & {
  /** Read by screen readers only: what the table lists. */
  caption?: string;
  rows: Row[] | undefined;
  /** How many rows the whole filter has (the server's `total`). */
  total: number | undefined;
  paging: Paging;
  onPageChange: (paging: Paging) => void;
  emptyText: string;
  describeTotal: (count: number) => string;
};

/**
 * One page of a back-office list with its size changer and count; a new page size starts at page 1. Totals of the
 * whole filter go in `summary`. No horizontal scroll region (axe wants one focusable): columns of less use hide on
 * narrow screens (`responsive`) instead.
 */
export function PagedTable<Row extends object>({
  caption,
  rows,
  total,
  paging,
  onPageChange,
  emptyText,
  describeTotal,
  ...tableProps
}: PagedTableProps<Row>) {
  return (
    <Table<Row>
      {...tableProps}
      size="middle"
      caption={caption && <span className="visually-hidden">{caption}</span>}
      dataSource={rows ?? []}
      locale={{ emptyText }}
      pagination={{
        current: paging.pageNum,
        pageSize: paging.pageSize,
        total: total ?? 0,
        pageSizeOptions: pageSizes.map(String),
        showSizeChanger: true,
        showTotal: describeTotal,
        onChange: (pageNum, pageSize) =>
          onPageChange({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
      }}
    />
  );
}

/** What a back-office list shows when its first load failed: the reason and a retry. */
export function ListLoadFailed({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return <Result status="warning" title={title} extra={<Button onClick={onRetry}>{retryLabel}</Button>} />;
}
