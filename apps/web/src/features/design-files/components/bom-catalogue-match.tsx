import type { BomMatchLine, BomMatchStatus } from '@boardforge/contracts/bom-matching.ts';
import { Alert, Spin, Table, type TableColumnsType, Tag } from 'antd';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMoney, formatPreciseMoney } from '../../../lib/format.ts';
import { useBomMatch } from '../api/match-bom.ts';
import { BomPager, useBomPage } from './bom-pager.tsx';

const statusColors: Record<BomMatchStatus, string> = {
  priced: 'success',
  noPrice: 'warning',
  notFound: 'error',
  noQuantity: 'warning',
  dnp: 'default',
};

/**
 * The BOM matched against our parts catalogue for the sets chosen (issue 13): per line matched at a known price, in
 * stock or short, or not found; and what that means for the order — every line priced, it goes straight to contract
 * review with the components' total; otherwise our buyers quote the missing lines first (an inquiry).
 */
export function BomCatalogueMatch({ fileId, sets }: { fileId: string; sets: number }) {
  const { t } = useTranslation('files');
  const captionId = useId();
  const deferredSets = useDeferredValue(sets);
  const match = useBomMatch(fileId, deferredSets);
  const { shown, page } = useBomPage(match.data?.lines ?? []);

  if (match.isError && !match.data)
    return (
      <Alert type="error" showIcon title={isApiError(match.error) ? match.error.message : t('bom.match.failed')} />
    );
  if (!match.data) return <Spin />;
  const { summary } = match.data;
  const toQuote = summary.noPriceCount + summary.notFoundCount + summary.noQuantityCount;

  const columns: TableColumnsType<BomMatchLine> = [
    { key: 'row', dataIndex: 'rowNumber', title: t('bom.row'), width: 56 },
    { key: 'designator', dataIndex: 'designator', title: t('bom.fields.designator'), render: (text) => text || '—' },
    { key: 'mpn', dataIndex: 'mpn', title: t('bom.fields.mpn'), render: (text) => text || '—' },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('bom.match.status'),
      render: (status: BomMatchStatus, line) => (
        <span className="bom-designator">
          <Tag color={statusColors[status]}>{t(`bom.match.statuses.${status}`)}</Tag>
          {line.matchedBy === 'alias' ? <Tag>{t('bom.match.byAlias')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'part',
      title: t('bom.match.part'),
      render: (_value, line) =>
        line.part
          ? `${line.part.mpn} · ${line.part.manufacturer}${line.part.package ? ` · ${line.part.package}` : ''}`
          : '—',
    },
    {
      key: 'buy',
      dataIndex: 'buyQuantity',
      title: t('bom.match.buyQuantity'),
      align: 'right',
      render: (value) => value ?? '—',
    },
    {
      key: 'unitPrice',
      dataIndex: 'unitPrice',
      title: t('bom.match.unitPrice'),
      align: 'right',
      render: (value: number | null) => (value === null ? '—' : formatPreciseMoney(value)),
    },
    {
      key: 'amount',
      dataIndex: 'extendedPrice',
      title: t('bom.match.amount'),
      align: 'right',
      render: (value: number | null) => (value === null ? '—' : formatMoney(value)),
    },
    {
      key: 'stock',
      dataIndex: 'stock',
      title: t('bom.match.stock'),
      render: (stock: BomMatchLine['stock'], line) =>
        stock === null ? (
          '—'
        ) : (
          <Tag color={stock === 'inStock' ? 'success' : 'warning'}>
            {t(`bom.match.stocks.${stock}`, { available: line.available ?? 0 })}
          </Tag>
        ),
    },
  ];

  return (
    <div className="bom-lines" data-testid="bom-catalogue-match">
      <h3 className="bom-section-title" id={captionId}>
        {t('bom.match.title')}
      </h3>
      <Alert
        type={summary.isAllPriced ? 'success' : 'info'}
        showIcon
        title={
          summary.isAllPriced
            ? t('bom.match.allPriced', { total: formatMoney(summary.pricedTotal) })
            : t('bom.match.toQuote', { count: toQuote })
        }
        description={t('bom.match.counts', {
          priced: summary.pricedCount,
          notFound: summary.notFoundCount,
          inStock: summary.inStockCount,
          short: summary.shortCount,
        })}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard scrolling */}
      <section className="bom-lines-scroll" aria-labelledby={captionId} tabIndex={0}>
        <Table<BomMatchLine>
          size="small"
          rowKey="rowNumber"
          columns={columns}
          dataSource={shown}
          pagination={false}
          loading={match.isFetching && match.isPlaceholderData}
        />
      </section>
      <BomPager page={page} />
    </div>
  );
}
