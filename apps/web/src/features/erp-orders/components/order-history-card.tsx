import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import { isOrderAction } from '@boardforge/domain/order-status/payloads.ts';
import { Card, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { nameStatus } from '../../../lib/order-status.ts';

/** The order's history in the staff drawer: created, then each action with its move, who did it and the note. */
export function OrderHistoryCard({
  order,
  nameActor,
}: {
  order: ErpOrderDetail;
  /** Names who acted: the staff member's nickname, else the role's name in the reader's language. */
  nameActor: (userId: string | null, roleId: string) => string;
}) {
  const { t, i18n } = useTranslation('erp');

  return (
    <Card size="small" title={<h3 className="card-heading">{t('orders.detail.history')}</h3>}>
      <Timeline
        items={[
          { key: 'created', children: <HistoryEntry title={t('orders.detail.created')} at={order.createdAt} /> },
          ...order.history.map((row, index) => ({
            key: `${row.at}-${index}`,
            children: (
              <HistoryEntry
                title={
                  row.action === 'invoice'
                    ? t('orders.actions.invoice')
                    : row.action === 'purchaseOrderReceipt'
                      ? t('orders.actions.purchaseOrderReceipt')
                      : row.action === 'payment' || !isOrderAction(row.action)
                        ? t('orders.actions.payment')
                        : t(`orders.actions.${row.action}`)
                }
                move={
                  row.fromStatus === row.toStatus
                    ? undefined
                    : t('orders.detail.historyMove', {
                        from: nameStatus(row.fromStatus, i18n.language),
                        to: nameStatus(row.toStatus, i18n.language),
                      })
                }
                by={t('orders.detail.historyBy', { who: nameActor(row.actorUserId, row.actorRole) })}
                note={row.note ? t('orders.detail.historyNote', { note: row.note }) : undefined}
                at={row.at}
              />
            ),
          })),
        ]}
      />
    </Card>
  );
}

function HistoryEntry({
  title,
  move,
  by,
  note,
  at,
}: {
  title: string;
  move?: string;
  by?: string;
  note?: string;
  at: string;
}) {
  return (
    <div className="erp-history-entry">
      <strong>{title}</strong>
      {move ? <div>{move}</div> : null}
      <small>
        {formatDateTime(at)}
        {by ? ` · ${by}` : ''}
      </small>
      {note ? <div>{note}</div> : null}
    </div>
  );
}
