import { Table, type TableColumnsType, Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BomPurchaseLine } from '../utils/purchase-quantities.ts';
import { BomPager, useBomPage } from './bom-pager.tsx';
import './design-files.css';
import './bom-files.css';

export type BomLinesTableProps = {
  lines: readonly BomPurchaseLine[];
  caption: string;
};

/** Shows a cell's text, or a dash for nothing. */
function renderText(text: string | null) {
  return text && text.trim() !== '' ? text : '—';
}

/**
 * The BOM lines with their purchase quantity (spares shown as a tag), paged 10/20/30/50 (default 20).
 * The table scrolls sideways inside a focusable region, so keyboard users can scroll it too; the
 * pager sits outside that region and stays in view on a phone.
 */
export function BomLinesTable({ lines, caption }: BomLinesTableProps) {
  const { t } = useTranslation('files');
  const captionId = useId();
  const { shown, page } = useBomPage(lines);

  const columns: TableColumnsType<BomPurchaseLine> = [
    { key: 'row', dataIndex: 'rowNumber', title: t('bom.row'), width: 56 },
    {
      key: 'designator',
      dataIndex: 'designator',
      title: t('bom.fields.designator'),
      render: (designator: string | null, line) => (
        <span className="bom-designator">
          {renderText(designator)}
          {line.dnp ? <Tag className="design-tag design-tag-muted">{t('bom.dnpTag')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'quantity',
      dataIndex: 'quantity',
      title: t('bom.fields.quantity'),
      align: 'right',
      render: (quantity: number | null) =>
        quantity === null ? <Tag className="design-tag design-tag-warning">{t('bom.noQuantity')}</Tag> : quantity,
    },
    {
      key: 'purchaseQuantity',
      dataIndex: 'purchaseQuantity',
      title: t('bom.purchaseQuantity'),
      align: 'right',
      render: (purchaseQuantity: number, line) => (
        <span className="bom-purchase">
          <strong>{purchaseQuantity}</strong>
          {line.spares > 0 ? <Tag className="design-tag">{t('bom.sparesTag', { count: line.spares })}</Tag> : null}
        </span>
      ),
    },
    { key: 'mpn', dataIndex: 'mpn', title: t('bom.fields.mpn'), render: renderText },
    { key: 'manufacturer', dataIndex: 'manufacturer', title: t('bom.fields.manufacturer'), render: renderText },
    { key: 'package', dataIndex: 'package', title: t('bom.fields.package'), render: renderText },
    { key: 'value', dataIndex: 'value', title: t('bom.fields.value'), render: renderText },
    { key: 'description', dataIndex: 'description', title: t('bom.fields.description'), render: renderText },
  ];

  return (
    <div className="bom-lines">
      <h3 className="bom-section-title" id={captionId}>
        {caption}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard scrolling */}
      <section className="bom-lines-scroll" aria-labelledby={captionId} tabIndex={0}>
        <Table<BomPurchaseLine>
          size="small"
          rowKey="rowNumber"
          columns={columns}
          dataSource={shown}
          rowClassName={(line) => (line.dnp ? 'bom-row-dnp' : '')}
          pagination={false}
        />
      </section>
      <BomPager page={page} />
    </div>
  );
}
