import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportFilters, recordExport } from '../../api/record-export.ts';
import { buildExportBook, collectRows, type ExportColumn, type ExportPage, nameExportFile } from './export-rows.ts';
import type { Paging } from './paged-table.tsx';
import './export-button.css';

export type ExportButtonProps<Row> = {
  /** What the list is called; the file is named after it and the date. */
  listName: string;
  columns: readonly ExportColumn<Row>[];
  /** Reads one page of the list under the filters shown now. */
  loadPage: (paging: Paging) => Promise<ExportPage<Row>>;
  /** The filters shown now, for the audit log's record of the export. */
  filters?: ExportFilters;
};

/**
 * Exports every row of a back-office list under its current filters (up to `maxExportRows`) to an Excel file, with
 * the columns staff read on screen. The spreadsheet library loads only when an export starts. Every export is an
 * audited staff action: the file is written only after the server has recorded it (list, filters, row count).
 */
export function ExportButton<Row>({ listName, columns, loadPage, filters = {} }: ExportButtonProps<Row>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [isExporting, setIsExporting] = useState(false);

  const exportRows = async () => {
    setIsExporting(true);
    try {
      const [{ rows, total, isCapped }, xlsx] = await Promise.all([collectRows(loadPage), import('@e965/xlsx')]);
      const book = buildExportBook(xlsx, listName, columns, rows);
      await recordExport({ list: listName, filters, rowCount: rows.length });
      xlsx.writeFile(book, nameExportFile(listName, new Date()), { compression: true });
      if (isCapped) void message.warning(t('export.capped', { count: rows.length, total }));
      else void message.success(t('export.done', { count: rows.length }));
    } catch {
      // A failed page was already notified by the client; say that no file was made.
      void message.error(t('export.failed'));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={isExporting} onClick={() => void exportRows()}>
      {t('export.button')}
    </Button>
  );
}
