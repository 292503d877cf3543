import { Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const pageSizeOptions = [10, 20, 30, 50];
const defaultPageSize = 20;

/** Where a BOM table's pager stands: the page shown, its size and how many rows there are. */
export type BomPage = {
  current: number;
  pageSize: number;
  total: number;
  change: (page: number, size: number) => void;
};

/**
 * Pages the rows of a BOM table in the browser (10/20/30/50, default 20): the rows of the page shown and the pager's
 * state; a new page size starts at page 1, and a page past the end (fewer rows than before) shows the last.
 */
export function useBomPage<Row>(rows: readonly Row[]): { shown: Row[]; page: BomPage } {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const current = Math.min(page, Math.max(1, Math.ceil(rows.length / pageSize)));
  return {
    shown: rows.slice((current - 1) * pageSize, current * pageSize),
    page: {
      current,
      pageSize,
      total: rows.length,
      change: (nextPage, nextPageSize) => {
        setPage(nextPageSize === pageSize ? nextPage : 1);
        setPageSize(nextPageSize);
      },
    },
  };
}

/** The pager under a BOM table, outside its scrolling region so it stays in view on a phone. */
export function BomPager({ page }: { page: BomPage }) {
  const { t } = useTranslation('files');
  return (
    <Pagination
      className="bom-lines-pager"
      size="small"
      current={page.current}
      pageSize={page.pageSize}
      total={page.total}
      pageSizeOptions={pageSizeOptions}
      showSizeChanger
      showTotal={(total, range) => t('bom.pageTotal', { start: range[0], end: range[1], total })}
      onChange={page.change}
    />
  );
}
