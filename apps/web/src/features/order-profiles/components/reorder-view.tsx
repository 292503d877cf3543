import type { ReorderAnswer, ReorderLine } from '@boardforge/contracts/order-profiles.ts';
import { convertYuanAmountToFen } from '@boardforge/domain/money/fen.ts';
import { Alert, Button, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/format.ts';
import { toLanguage } from '../../../lib/languages.ts';
import { useReorder } from '../api/price-reorder.ts';

export type ReorderViewProps = {
  orderNo: string;
  /** Goes on with today's quote the usual way (the page hands it to the cart). */
  onContinue: (answer: ReorderAnswer) => void;
};

// The difference in whole fen, so 0.1 + 0.2 style noise never shows as a change.
function differenceOf(oldAmount: number, newAmount: number): number {
  return (convertYuanAmountToFen(newAmount) - convertYuanAmountToFen(oldAmount)) / 100;
}

function formatDifference(difference: number): string {
  if (difference === 0) return '—';
  return `${difference > 0 ? '+' : '−'}${formatMoney(Math.abs(difference))}`;
}

/** A past order priced with today's price book: each cost line then and now, the totals, then on to the cart. */
export function ReorderView({ orderNo, onContinue }: ReorderViewProps) {
  const { t, i18n } = useTranslation('profiles');
  const isZh = toLanguage(i18n.language) === 'zh-CN';
  const reorder = useReorder(orderNo);

  if (reorder.isPending) return <Skeleton active />;
  if (reorder.isError) {
    const error = reorder.error;
    const isRefused = error instanceof ApiError && error.reason === 'state.conflict';
    return (
      <Alert
        type="error"
        showIcon
        title={isRefused ? t('reorder.notReorderable') : t('reorder.failed')}
        description={error.message}
      />
    );
  }
  const answer = reorder.data;
  const totalDifference = differenceOf(answer.oldTotal, answer.newTotal);
  const verdict =
    totalDifference === 0
      ? t('reorder.same')
      : t(totalDifference > 0 ? 'reorder.dearer' : 'reorder.cheaper', {
          amount: formatMoney(Math.abs(totalDifference)),
        });

  return (
    <div className="reorder-view">
      <p>{t('reorder.lead', { orderNo: answer.orderNo })}</p>
      <Table<ReorderLine>
        rowKey="line"
        size="small"
        pagination={false}
        dataSource={answer.lines}
        data-testid="reorder-lines"
        columns={[
          { key: 'line', title: t('reorder.line'), render: (_, line) => (isZh ? line.labelZh : line.label) },
          { key: 'old', title: t('reorder.old'), align: 'right', render: (_, line) => formatMoney(line.oldAmount) },
          { key: 'new', title: t('reorder.new'), align: 'right', render: (_, line) => formatMoney(line.newAmount) },
          {
            key: 'difference',
            title: t('reorder.difference'),
            align: 'right',
            render: (_, line) => formatDifference(differenceOf(line.oldAmount, line.newAmount)),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{t('reorder.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <span data-testid="reorder-old-total">{formatMoney(answer.oldTotal)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong data-testid="reorder-new-total">{formatMoney(answer.newTotal)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {formatDifference(totalDifference)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Alert
        className="reorder-verdict"
        type={totalDifference > 0 ? 'warning' : 'info'}
        showIcon
        title={verdict}
        description={t('reorder.versions', {
          old: answer.oldPriceBookVersion ?? '—',
          new: answer.quote.priceBookVersion,
        })}
      />
      <Button type="primary" size="large" onClick={() => onContinue(answer)}>
        {t('reorder.continue')}
      </Button>
    </div>
  );
}
