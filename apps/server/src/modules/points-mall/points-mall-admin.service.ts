import type { AuditKind } from '@boardforge/contracts/audit.ts';
import { isUploadedImageUrl } from '@boardforge/contracts/images.ts';
import {
  type AdminMallItem,
  type AdminRedemption,
  type AdminRedemptionsQuery,
  type CreateMallItemRequest,
  type MallItemsQuery,
  mallItemLimits,
  type RedemptionAction,
  type RestockMallItemRequest,
  redemptionTransitions,
  type SetMallItemActiveRequest,
  type ShipRedemptionRequest,
  type UpdateMallItemRequest,
} from '@boardforge/contracts/points-mall.ts';
import { toReportWindow } from '@boardforge/domain/performance/report-window.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.public.ts';
import { isUploadedImageStored } from '../images/images.public.ts';
import { addPointsEntry } from '../points/points.public.ts';
import type { CurrentSession } from '../sessions/sessions.service.ts';
import type { MallItemRow } from './points-mall.repository.ts';
import {
  addStock,
  findRedemption,
  insertItem,
  listItemsPage,
  listRedemptionsPage,
  lockItem,
  type RedemptionRow,
  returnStock,
  transitionRedemption,
  updateItem,
} from './points-mall-admin.repository.ts';

/** Who acts: the staff session (its user and the role it acts in, for the audit log). */
type Actor = Pick<CurrentSession, 'userId' | 'role'>;

/**
 * Creates the points mall's back-office service: items (create, edit, restock, retire or reactivate) and the
 * fulfilment of redemptions (ship, deliver, cancel with the points refunded once); every change is audited in its
 * own transaction.
 */
export function createPointsMallAdminService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  const audit = (
    tx: Db,
    actor: Actor,
    kind: AuditKind,
    object: { type: 'mallItem' | 'mallRedemption'; id: string },
    before: unknown,
    after: unknown,
    at: Date,
  ) => recordAudit(tx, { actorUserId: actor.userId, actorRole: actor.role, kind, object, before, after, at });

  /** Refuses an uploaded image's URL whose image does not exist (400 naming imageUrl); seed images pass. */
  async function checkImage(tx: Db, imageUrl: string): Promise<void> {
    if (isUploadedImageUrl(imageUrl) && !(await isUploadedImageStored(tx, imageUrl))) {
      throw new FieldAppError('imageUrl', 'pointsMall.imageNotFound');
    }
  }

  /** A page of items in display order, by state and a keyword of either name. */
  async function listItems(query: MallItemsQuery) {
    const isActive = query.state === 'all' ? undefined : query.state === 'active';
    const { rows, total } = await listItemsPage(
      db,
      { isActive, keyword: query.keyword || undefined },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    return { rows: rows.map(toAdminItem), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Creates an item, on offer at once, with its first stock. */
  async function createItem(actor: Actor, input: CreateMallItemRequest): Promise<AdminMallItem> {
    return db.transaction(async (tx) => {
      await checkImage(tx, input.imageUrl);
      const at = now();
      const row = await insertItem(tx, {
        ...input,
        slug: `item-${crypto.randomUUID()}`,
        isActive: true,
        createdAt: at,
        updatedAt: at,
      });
      await audit(tx, actor, 'mallItemEdit', itemObject(row), null, toAuditItem(row), at);
      return toAdminItem(row);
    });
  }

  /** Edits an item's names, image, price, limit and sort (its stock moves only by restocking). */
  async function updateItemFields(actor: Actor, input: UpdateMallItemRequest): Promise<AdminMallItem> {
    return db.transaction(async (tx) => {
      const before = await lockItem(tx, input.id);
      if (!before) throw new AppError('404', 'pointsMall.itemNotFound');
      await checkImage(tx, input.imageUrl);
      const { id, ...fields } = input;
      const at = now();
      const row = await updateItem(tx, id, { ...fields, updatedAt: at });
      if (!row) throw new AppError('404', 'pointsMall.itemNotFound');
      await audit(tx, actor, 'mallItemEdit', itemObject(row), toAuditItem(before), toAuditItem(row), at);
      return toAdminItem(row);
    });
  }

  /** Adds to an item's stock in one conditional UPDATE (never beyond the maximum: 409 naming quantity). */
  async function restockItem(actor: Actor, input: RestockMallItemRequest): Promise<AdminMallItem> {
    return db.transaction(async (tx) => {
      const at = now();
      const row = await addStock(tx, input.id, input.quantity, mallItemLimits.maxStock, at);
      if (!row) {
        const existing = await lockItem(tx, input.id);
        if (!existing) throw new AppError('404', 'pointsMall.itemNotFound');
        throw new FieldAppError(
          'quantity',
          'pointsMall.stockOverMax',
          { max: mallItemLimits.maxStock, stock: existing.stock },
          '409',
        );
      }
      await audit(
        tx,
        actor,
        'mallItemEdit',
        itemObject(row),
        { stock: row.stock - input.quantity },
        { stock: row.stock, restocked: input.quantity },
        at,
      );
      return toAdminItem(row);
    });
  }

  /** Retires an item (no longer on offer; its redemptions stay) or reactivates it. */
  async function setItemActive(actor: Actor, input: SetMallItemActiveRequest): Promise<AdminMallItem> {
    return db.transaction(async (tx) => {
      const before = await lockItem(tx, input.id);
      if (!before) throw new AppError('404', 'pointsMall.itemNotFound');
      const at = now();
      const row = await updateItem(tx, input.id, { isActive: input.isActive, updatedAt: at });
      if (!row) throw new AppError('404', 'pointsMall.itemNotFound');
      await audit(
        tx,
        actor,
        'mallItemEdit',
        itemObject(row),
        { isActive: before.isActive },
        { isActive: row.isActive },
        at,
      );
      return toAdminItem(row);
    });
  }

  /** A page of redemptions, newest first, by status, customer (phone or name), item and China-time days. */
  async function listRedemptions(query: AdminRedemptionsQuery) {
    const { rows, total } = await listRedemptionsPage(
      db,
      {
        status: query.status,
        customer: query.customer || undefined,
        itemId: query.itemId,
        start: query.from ? toReportWindow(query.from, query.from).start : undefined,
        end: query.to ? toReportWindow(query.to, query.to).end : undefined,
      },
      { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
    );
    return {
      rows: rows.map(({ redemption, ...joined }) => toAdminRedemption(redemption, joined)),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  /**
   * Moves a redemption by the transition table in one conditional UPDATE: of two staff acting at once, one moves it
   * and the other gets a 409 naming status. Cancelling refunds the points and returns the stock in the same
   * transaction, so a burst of cancels refunds exactly once.
   */
  async function moveRedemption(
    actor: Actor,
    action: RedemptionAction,
    id: string,
    fields: { carrier?: string; trackingNumber?: string } = {},
  ): Promise<{ id: string; status: RedemptionRow['status'] }> {
    return db.transaction(async (tx) => {
      const at = now();
      const transition = redemptionTransitions[action];
      const stamp =
        action === 'ship' ? { shippedAt: at } : action === 'deliver' ? { deliveredAt: at } : { cancelledAt: at };
      const row = await transitionRedemption(tx, id, transition.from, {
        status: transition.to,
        ...fields,
        ...stamp,
        updatedAt: at,
      });
      if (!row) {
        const existing = await findRedemption(tx, id);
        if (!existing) throw new AppError('404', 'pointsMall.redemptionNotFound');
        throw new FieldAppError('status', 'pointsMall.redemptionWrongStatus', { status: existing.status }, '409');
      }
      if (action === 'cancel') {
        await addPointsEntry(tx, { userId: row.userId, change: row.pointsSpent, reason: 'redeemRefund', at });
        await returnStock(tx, row.itemId, row.quantity, at);
      }
      await audit(
        tx,
        actor,
        'mallRedemptionFulfil',
        { type: 'mallRedemption', id: row.id },
        { status: transition.from },
        { status: row.status, ...fields, ...(action === 'cancel' ? { refundedPoints: row.pointsSpent } : {}) },
        at,
      );
      return { id: row.id, status: row.status };
    });
  }

  return {
    listItems,
    createItem,
    updateItem: updateItemFields,
    restockItem,
    setItemActive,
    listRedemptions,
    shipRedemption: (actor: Actor, input: ShipRedemptionRequest) =>
      moveRedemption(actor, 'ship', input.id, { carrier: input.carrier, trackingNumber: input.trackingNumber }),
    deliverRedemption: (actor: Actor, id: string) => moveRedemption(actor, 'deliver', id),
    cancelRedemption: (actor: Actor, id: string) => moveRedemption(actor, 'cancel', id),
  };
}

/** The points mall back-office service's interface. */
export type PointsMallAdminService = ReturnType<typeof createPointsMallAdminService>;

function itemObject(row: MallItemRow) {
  return { type: 'mallItem' as const, id: String(row.id) };
}

function toAuditItem(row: MallItemRow) {
  const { name, nameEn, imageUrl, pointsPrice, stock, limitPerCustomer, sort, isActive } = row;
  return { name, nameEn, imageUrl, pointsPrice, stock, limitPerCustomer, sort, isActive };
}

function toAdminItem(row: MallItemRow): AdminMallItem {
  return {
    ...toAuditItem(row),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminRedemption(
  row: RedemptionRow,
  joined: { customerName: string; customerPhone: string | null; itemName: string; itemNameEn: string },
): AdminRedemption {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    customerId: row.userId,
    customerName: joined.customerName,
    customerPhone: joined.customerPhone ?? '',
    itemId: row.itemId,
    itemName: joined.itemName,
    itemNameEn: joined.itemNameEn,
    quantity: row.quantity,
    pointsSpent: row.pointsSpent,
    status: row.status,
    deliveryAddress: row.deliveryAddress ?? null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
