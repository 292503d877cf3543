import {
  type CatalogueImportKind,
  catalogueImportLimits,
  type ImportedPart,
  type ImportedSupplier,
} from '@boardforge/contracts/catalogue-import.ts';
import { Alert, App, Button, Descriptions, Modal, Space, Spin, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImportPreview, useConfirmImport, usePreviewImport } from '../api/import-catalogue.ts';
import { formatCount, formatUnitYuan } from '../utils/format.ts';

export type ImportModalProps = {
  /** What the dialog imports; null keeps it closed. */
  kind: CatalogueImportKind | null;
  onClose: () => void;
};

/**
 * Import parts or suppliers from a spreadsheet: choosing a file shows what the server recognised (the rows, what is
 * new, every row's problems); Import writes the same file, all or nothing, once it has no problem.
 */
export function ImportModal({ kind, onClose }: ImportModalProps) {
  const { t } = useTranslation('inventory');
  return (
    <Modal
      open={kind !== null}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
      title={kind === 'suppliers' ? t('import.suppliersTitle') : t('import.partsTitle')}
    >
      {kind !== null && <ImportSheet kind={kind} onDone={onClose} />}
    </Modal>
  );
}

function ImportSheet({ kind, onDone }: { kind: CatalogueImportKind; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport();
  const confirm = useConfirmImport();
  const data = preview.data;
  const canImport = file !== null && data !== undefined && data.issueCount === 0 && data.rowCount > 0;

  const choose = (chosen: File | undefined) => {
    confirm.reset();
    setFile(chosen ?? null);
    if (chosen) preview.mutate({ kind, file: chosen });
    else preview.reset();
  };

  const runImport = async () => {
    if (!file) return;
    const result = await confirm.mutateAsync({ kind, file });
    void message.success(t('import.done', { created: result.created, updated: result.updated, offers: result.offers }));
    onDone();
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <p className="import-help">
        {t(kind === 'parts' ? 'import.partsHelp' : 'import.suppliersHelp', {
          rows: formatCount(catalogueImportLimits.maxRows),
          size: catalogueImportLimits.limitText,
        })}
      </p>
      <label className="import-file">
        <span>{t('import.file')}</span>
        <input
          type="file"
          accept={catalogueImportLimits.extensions.join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {preview.isPending && <Spin description={t('import.reading')} />}
      {preview.error && <Alert type="error" showIcon title={t('import.refused')} description={preview.error.message} />}
      {data && <PreviewSummary preview={data} />}
      {confirm.error && <Alert type="error" showIcon title={t('import.failed')} description={confirm.error.message} />}
      <div className="import-actions">
        <Button onClick={onDone}>{t('import.cancel')}</Button>
        <Button type="primary" disabled={!canImport} loading={confirm.isPending} onClick={() => void runImport()}>
          {data ? t('import.confirm', { count: data.rowCount }) : t('import.confirmEmpty')}
        </Button>
      </div>
    </Space>
  );
}

function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation('inventory');
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          { key: 'file', label: t('import.fileName'), children: preview.fileName, span: 4 },
          { key: 'rows', label: t('import.rows'), children: formatCount(preview.rowCount) },
          { key: 'new', label: t('import.new'), children: formatCount(preview.createCount) },
          { key: 'updated', label: t('import.updated'), children: formatCount(preview.updateCount) },
          {
            key: 'issues',
            label: t('import.issues'),
            children: <strong data-testid="import-issue-count">{formatCount(preview.issueCount)}</strong>,
          },
        ]}
      />
      {preview.issueCount > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('import.hasIssues', { count: preview.issueCount })}
          description={
            <ul className="import-issues">
              {preview.issues.map((issue) => (
                <li key={`${issue.row}-${issue.column}-${issue.field}`}>{issue.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {preview.kind === 'parts' ? <PartRows rows={preview.rows} /> : <SupplierRows rows={preview.rows} />}
      {preview.rowCount > preview.rows.length && (
        <p className="import-help">
          {t('import.previewCapped', { shown: preview.rows.length, count: preview.rowCount })}
        </p>
      )}
    </>
  );
}

function StatusTag({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation('inventory');
  return isNew ? <Tag color="green">{t('import.newTag')}</Tag> : <Tag color="blue">{t('import.updateTag')}</Tag>;
}

function PartRows({ rows }: { rows: ImportedPart[] }) {
  const { t } = useTranslation('inventory');
  const columns: TableColumnsType<ImportedPart> = [
    { title: t('import.row'), dataIndex: 'row', align: 'right' },
    { title: '', key: 'status', render: (_value, row) => <StatusTag isNew={row.isNew} /> },
    { title: t('parts.mpn'), dataIndex: 'mpn', render: (mpn: string) => <code>{mpn}</code> },
    { title: t('parts.manufacturer'), dataIndex: 'manufacturer' },
    { title: t('parts.package'), dataIndex: 'package', responsive: ['md'] },
    {
      title: t('parts.category'),
      dataIndex: 'category',
      render: (category: ImportedPart['category']) => t(`categories.${category}`),
    },
    { title: t('parts.stockOnHand'), dataIndex: 'stockOnHand', align: 'right', render: formatCount },
    {
      title: t('import.priceBreaks'),
      key: 'breaks',
      render: (_value, row) =>
        row.priceBreaks
          .map((entry) => `${formatCount(entry.minQuantity)}+: ${formatUnitYuan(entry.unitPrice)}`)
          .join(' · '),
    },
    { title: t('import.offer'), key: 'offer', render: (_value, row) => row.offer?.supplierName ?? '' },
  ];
  return (
    <Table<ImportedPart>
      size="small"
      rowKey="row"
      pagination={{ pageSize: 10, showSizeChanger: false }}
      dataSource={rows}
      columns={columns}
      scroll={{ x: true }}
    />
  );
}

function SupplierRows({ rows }: { rows: ImportedSupplier[] }) {
  const { t } = useTranslation('inventory');
  const columns: TableColumnsType<ImportedSupplier> = [
    { title: t('import.row'), dataIndex: 'row', align: 'right' },
    { title: '', key: 'status', render: (_value, row) => <StatusTag isNew={row.isNew} /> },
    { title: t('suppliers.name'), dataIndex: 'name' },
    {
      title: t('suppliers.contact'),
      key: 'contact',
      render: (_value, row) => [row.contactName, row.contactPhone, row.contactEmail].filter(Boolean).join(' · '),
    },
    {
      title: t('suppliers.paymentTerms'),
      dataIndex: 'paymentTerms',
      render: (terms: ImportedSupplier['paymentTerms']) => t(`paymentTerms.${terms}`),
    },
    { title: t('suppliers.currency'), dataIndex: 'currency' },
    { title: t('suppliers.rating'), dataIndex: 'rating', align: 'right' },
  ];
  return (
    <Table<ImportedSupplier>
      size="small"
      rowKey="row"
      pagination={{ pageSize: 10, showSizeChanger: false }}
      dataSource={rows}
      columns={columns}
      scroll={{ x: true }}
    />
  );
}
