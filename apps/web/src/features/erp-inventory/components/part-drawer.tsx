import type { PartDetail, PartOffer } from '@boardforge/contracts/parts.ts';
import { partLimits } from '@boardforge/contracts/parts.ts';
import { hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  InputNumber,
  Popconfirm,
  Space,
  Spin,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { usePermissionTags } from '../../../lib/staff-access-store.ts';
import { useDeleteOffer } from '../api/delete-offer.ts';
import { useDeleteRecord } from '../api/delete-record.ts';
import { usePartDetail } from '../api/get-part-detail.ts';
import { formatCount, formatOfferPrice, formatUnitYuan } from '../utils/format.ts';
import { OfferFormModal } from './offer-form-modal.tsx';

export type PartDrawerProps = {
  /** The open part; null: closed. */
  partId: string | null;
  onClose: () => void;
  /** Opens the part form on this part (shown to holders of parts:edit). */
  onEdit: (part: PartDetail) => void;
};

/** One part in a drawer: its facts, price breaks and suppliers' offers, and the price of a quantity needed. */
export function PartDrawer({ partId, onClose, onEdit }: PartDrawerProps) {
  const { t } = useTranslation('inventory');
  return (
    <Drawer
      open={partId !== null}
      onClose={onClose}
      size={760}
      title={<PartDrawerTitle partId={partId} />}
      closable={{ 'aria-label': t('drawer.close') }}
      destroyOnHidden
    >
      {partId !== null && <PartSheet key={partId} partId={partId} onEdit={onEdit} onDeleted={onClose} />}
    </Drawer>
  );
}

/** The drawer's title: the part's MPN once loaded (the query is shared with the sheet). */
function PartDrawerTitle({ partId }: { partId: string | null }) {
  const { t } = useTranslation('inventory');
  const detail = usePartDetail(partId, undefined);
  return detail.data ? t('drawer.title', { mpn: detail.data.mpn }) : t('drawer.loading');
}

function PartSheet({
  partId,
  onEdit,
  onDeleted,
}: {
  partId: string;
  onEdit: (part: PartDetail) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('inventory');
  const { message } = App.useApp();
  const [quantity, setQuantity] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState<number | null>(null);
  // The offer form's subject: `{ offer: null }` adds an offer, an offer changes it.
  const [offerEditing, setOfferEditing] = useState<{ offer: PartOffer | null } | null>(null);
  const detail = usePartDetail(partId, quantity);
  const deletion = useDeleteRecord();
  const part = detail.data;

  if (!part) {
    return detail.isError ? (
      <Alert
        type="error"
        showIcon
        title={t('drawer.failed')}
        action={<Button onClick={() => void detail.refetch()}>{t('drawer.retry')}</Button>}
      />
    ) : (
      <Spin />
    );
  }

  const none = t('drawer.none');
  const facts = [
    { key: 'mpn', label: t('parts.mpn'), children: <code>{part.mpn}</code> },
    { key: 'manufacturer', label: t('parts.manufacturer'), children: part.manufacturer },
    { key: 'package', label: t('parts.package'), children: part.package || none },
    { key: 'value', label: t('parts.value'), children: part.value || none },
    { key: 'category', label: t('parts.category'), children: t(`categories.${part.category}`) },
    { key: 'moq', label: t('parts.moq'), children: formatCount(part.moq) },
    { key: 'attrition', label: t('parts.attrition'), children: part.attritionPerMille },
    { key: 'leadTime', label: t('parts.leadTime'), children: part.leadTimeDays },
    { key: 'stockOnHand', label: t('parts.stockOnHand'), children: formatCount(part.stockOnHand) },
    { key: 'reserved', label: t('parts.reserved'), children: formatCount(part.reserved) },
    { key: 'available', label: t('parts.available'), children: formatCount(part.available) },
    { key: 'updatedAt', label: t('parts.updatedAt'), children: formatDateTime(part.updatedAt) },
    { key: 'description', label: t('parts.description'), children: part.description || none, span: 2 },
    { key: 'aliases', label: t('parts.aliases'), children: part.aliases.join(', ') || none, span: 2 },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        bordered
        column={2}
        title={<h2 className="card-heading">{t('drawer.facts')}</h2>}
        extra={
          <Permission tags={['parts:edit']}>
            <Space>
              <Button aria-label={t('parts.editLabel', { mpn: part.mpn })} onClick={() => onEdit(part)}>
                {t('parts.edit')}
              </Button>
              <Popconfirm
                title={t('parts.deleteConfirm', { mpn: part.mpn })}
                okText={t('parts.deleteYes')}
                cancelText={t('parts.deleteNo')}
                onConfirm={() =>
                  // A refusal (stock on hand or reserved) is notified by the request module with the server's reason.
                  deletion.mutate(
                    { kind: 'parts', id: part.id },
                    {
                      onSuccess: () => {
                        void message.success(t('parts.deleted', { mpn: part.mpn }));
                        onDeleted();
                      },
                    },
                  )
                }
              >
                <Button danger aria-label={t('parts.deleteLabel', { mpn: part.mpn })}>
                  {t('parts.delete')}
                </Button>
              </Popconfirm>
            </Space>
          </Permission>
        }
        items={facts}
      />
      <Card size="small" title={<h2 className="card-heading">{t('drawer.purchase')}</h2>}>
        <Space wrap align="end">
          <label htmlFor="part-quantity">{t('drawer.quantity')}</label>
          <InputNumber<number>
            id="part-quantity"
            min={1}
            max={partLimits.quantity}
            precision={0}
            value={typed}
            onChange={setTyped}
            onPressEnter={() => setQuantity(typed ?? undefined)}
          />
          <Button type="primary" onClick={() => setQuantity(typed ?? undefined)} loading={detail.isFetching}>
            {t('drawer.price')}
          </Button>
        </Space>
        {part.purchase && (
          <Descriptions
            size="small"
            bordered
            column={3}
            style={{ marginTop: 12 }}
            items={[
              { key: 'buy', label: t('drawer.buyQuantity'), children: formatCount(part.purchase.buyQuantity) },
              {
                key: 'unit',
                label: t('drawer.purchaseUnitPrice'),
                children:
                  part.purchase.unitPrice === null
                    ? t('drawer.noBreakApplies')
                    : formatUnitYuan(part.purchase.unitPrice),
              },
              {
                key: 'extended',
                label: t('drawer.extendedPrice'),
                children: (
                  <strong data-testid="part-extended-price">
                    {part.purchase.extendedPrice === null ? none : formatMoney(part.purchase.extendedPrice)}
                  </strong>
                ),
              },
            ]}
          />
        )}
      </Card>
      <Card size="small" title={<h2 className="card-heading">{t('drawer.priceBreaks')}</h2>}>
        <Table
          size="small"
          rowKey="minQuantity"
          pagination={false}
          dataSource={part.priceBreaks}
          locale={{ emptyText: t('drawer.noBreaks') }}
          columns={[
            { title: t('drawer.minQuantity'), dataIndex: 'minQuantity', align: 'right', render: formatCount },
            { title: t('drawer.unitPrice'), dataIndex: 'unitPrice', align: 'right', render: formatUnitYuan },
          ]}
        />
      </Card>
      <OffersCard
        part={part}
        onAdd={() => setOfferEditing({ offer: null })}
        onEdit={(offer) => setOfferEditing({ offer })}
      />
      <OfferFormModal
        part={offerEditing ? part : null}
        offer={offerEditing?.offer ?? null}
        onClose={() => setOfferEditing(null)}
      />
    </Space>
  );
}

/** The suppliers' offers of the part, cheapest first; holders of suppliers:edit add, change and remove them. */
function OffersCard({
  part,
  onAdd,
  onEdit,
}: {
  part: PartDetail;
  onAdd: () => void;
  onEdit: (offer: PartOffer) => void;
}) {
  const { t } = useTranslation('inventory');
  const { message } = App.useApp();
  const removal = useDeleteOffer();
  const canEditOffers = hasAnyPermission(usePermissionTags(), ['suppliers:edit']);

  // A refused removal is notified by the request module; the offers are read again either way.
  const remove = (offer: PartOffer) =>
    removal.mutate({ id: offer.id }, { onSuccess: () => void message.success(t('drawer.offerRemoved')) });

  const columns: TableColumnsType<PartOffer> = [
    { title: t('drawer.supplier'), dataIndex: 'supplierName' },
    { title: t('drawer.sku'), dataIndex: 'supplierSku', render: (sku: string) => sku || t('drawer.none') },
    { title: t('drawer.minQuantity'), dataIndex: 'minQuantity', align: 'right', render: formatCount },
    {
      title: t('drawer.unitPrice'),
      key: 'unitPrice',
      align: 'right',
      render: (_value, offer) => formatOfferPrice(offer.currency, offer.unitPrice),
    },
    { title: t('drawer.leadTime'), dataIndex: 'leadTimeDays', align: 'right' },
  ];
  if (canEditOffers) {
    columns.push({
      title: t('drawer.actions'),
      key: 'actions',
      render: (_value, offer) => (
        <Space size="small">
          <Button
            size="small"
            aria-label={t('drawer.editOfferLabel', { supplier: offer.supplierName, quantity: offer.minQuantity })}
            onClick={() => onEdit(offer)}
          >
            {t('drawer.editOffer')}
          </Button>
          <Popconfirm
            title={t('drawer.removeOfferConfirm')}
            okText={t('drawer.removeOfferYes')}
            cancelText={t('drawer.removeOfferNo')}
            onConfirm={() => remove(offer)}
          >
            <Button
              size="small"
              danger
              aria-label={t('drawer.removeOfferLabel', { supplier: offer.supplierName, quantity: offer.minQuantity })}
            >
              {t('drawer.removeOffer')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <Card
      size="small"
      title={<h2 className="card-heading">{t('drawer.offers')}</h2>}
      extra={
        canEditOffers && (
          <Button onClick={onAdd} aria-label={t('drawer.addOfferLabel', { mpn: part.mpn })}>
            {t('drawer.addOffer')}
          </Button>
        )
      }
    >
      <Table<PartOffer>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={part.offers}
        locale={{ emptyText: t('drawer.noOffers') }}
        columns={columns}
      />
    </Card>
  );
}
