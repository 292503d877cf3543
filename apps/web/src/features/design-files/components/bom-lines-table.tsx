import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BomPurchaseLine } from '../utils/purchase-quantities.ts';
import './design-files.css';

export type BomLinesTableProps = {
  lines: readonly BomPurchaseLine[];
  caption: string;
};

const pageSizeOptions = [10, 20, 30, 50];

/** Shows a cell's text, or a dash for nothing. */
function renderText(text: string | null) {
  return text && text.trim() !== '' ? text : '—';
}

/** The BOM lines with their purchase quantity (spares shown as a tag), paged 10/20/30/50. */
export function BomLinesTable({ lines, caption }: BomLinesTableProps) {
  const { t } = useTranslation('files');

  const columns: TableColumnsType<BomPurchaseLine> = [
    { key: 'row', dataIndex: 'rowNumber', title: t('bom.row'), width: 64 },
    {
      key: 'designator',
      dataIndex: 'designator',
      title: t('bom.fields.designator'),
      render: (designator: string | null, line) => (
        <span className="bom-designator">
          {renderText(designator)}
          {line.dnp ? <Tag className="bom-dnp-tag">{t('bom.dnpTag')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'quantity',
      dataIndex: 'quantity',
      title: t('bom.fields.quantity'),
      align: 'right',
      render: (quantity: number | null) =>
        quantity === null ? <Tag color="warning">{t('bom.noQuantity')}</Tag> : quantity,
    },
    { key: 'mpn', dataIndex: 'mpn', title: t('bom.fields.mpn'), render: renderText },
    { key: 'manufacturer', dataIndex: 'manufacturer', title: t('bom.fields.manufacturer'), render: renderText },
    { key: 'package', dataIndex: 'package', title: t('bom.fields.package'), render: renderText },
    { key: 'value', dataIndex: 'value', title: t('bom.fields.value'), render: renderText },
    { key: 'description', dataIndex: 'description', title: t('bom.fields.description'), render: renderText },
    {
      key: 'purchaseQuantity',
      dataIndex: 'purchaseQuantity',
      title: t('bom.purchaseQuantity'),
      align: 'right',
      fixed: 'end',
      render: (purchaseQuantity: number, line) => (
        <span className="bom-purchase">
          {purchaseQuantity}
          {line.spares > 0 ? <Tag color="green">{t('bom.sparesTag', { count: line.spares })}</Tag> : null}
        </span>
      ),
    },
  ];

  return (
    <Table<BomPurchaseLine>
      className="bom-lines"
      size="small"
      rowKey="rowNumber"
      columns={columns}
      dataSource={lines as BomPurchaseLine[]}
      rowClassName={(line) => (line.dnp ? 'bom-row-dnp' : '')}
      scroll={{ x: 'max-content' }}
      title={() => caption}
      pagination={{
        defaultPageSize: 20,
        pageSizeOptions,
        showSizeChanger: true,
        hideOnSinglePage: false,
        showTotal: (total, range) => t('bom.pageTotal', { start: range[0], end: range[1], total }),
      }}
    />
  );
}
