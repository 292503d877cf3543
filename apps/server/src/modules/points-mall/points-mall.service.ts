import type { MallItem, RedeemRequest, Redemption } from '@boardforge/contracts/points.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { findOwnAddress } from '../addresses/addresses.public.ts';
import { addPointsEntry } from '../points/points.public.ts';
import { findUserById } from '../users/users.repository.ts';
import {
  findItem,
  insertRedemption,
  listActiveItems,
  listRedemptions,
  type MallItemRow,
  takeStock,
} from './points-mall.repository.ts';
import { lockCustomerItem, type RedemptionRow, sumRedeemedQuantity } from './points-mall-admin.repository.ts';

/** Creates the points-mall service: the items on offer, redemptions and the own redemption list. */
export function createPointsMallService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /** Items on offer, in display order. */
  async function listItems(): Promise<MallItem[]> {
    return (await listActiveItems(db)).map((item) => ({
      id: item.id,
      name: item.name,
      nameEn: item.nameEn,
      imageUrl: item.imageUrl,
      points: item.pointsPrice,
      stock: item.stock,
      limitPerCustomer: item.limitPerCustomer,
    }));
  }

  /**
   * Redeems points for an item in one transaction: stock and balance each move by a conditional
   * UPDATE, so neither can go below zero however many redemptions run at once; the customer's
   * redemptions of the item queue on an advisory lock, so the limit per customer holds under a burst;
   * a refusal rolls everything back. The chosen address (one of the customer's own, else 400 naming
   * addressId) is copied onto the redemption. Unknown or inactive item 404, too little stock, too few
   * points or over the limit per customer 409.
   */
  async function redeem(userId: string, input: RedeemRequest): Promise<{ redemption: Redemption; balance: number }> {
    return db.transaction(async (tx) => {
      const at = now();
      const address = await findOwnAddress(tx, userId, input.addressId);
      if (!address) throw new FieldAppError('addressId', 'pointsMall.addressNotFound');
      await lockCustomerItem(tx, userId, input.itemId);
      const limited = await findItem(tx, input.itemId);
      if (limited?.isActive && limited.limitPerCustomer !== null) {
        const held = await sumRedeemedQuantity(tx, userId, limited.id);
        if (held + input.quantity > limited.limitPerCustomer) {
          throw new FieldAppError('quantity', 'pointsMall.overLimit', { limit: limited.limitPerCustomer, held }, '409');
        }
      }
      const item = await takeStock(tx, input.itemId, input.quantity);
      if (!item) {
        const existing = await findItem(tx, input.itemId);
        if (!existing?.isActive) throw new AppError('404', 'pointsMall.itemNotFound');
        throw new AppError('409', 'pointsMall.outOfStock', { stock: existing.stock });
      }
      const cost = item.pointsPrice * input.quantity;
      const balance = await addPointsEntry(tx, { userId, change: -cost, reason: 'redeem', at });
      if (balance === undefined) {
        const user = await findUserById(tx, userId);
        throw new AppError('409', 'pointsMall.notEnoughPoints', { cost, balance: user?.score ?? 0 });
      }
      const row = await insertRedemption(tx, {
        userId,
        itemId: item.id,
        quantity: input.quantity,
        pointsSpent: cost,
        deliveryAddress: {
          fullName: address.fullName,
          mobile: address.mobile,
          country: address.country,
          province: address.province,
          city: address.city,
          district: address.district,
          detail: address.detail,
        },
        createdAt: at,
        updatedAt: at,
      });
      return { redemption: toRedemption(row, item), balance };
    });
  }

  /** A page of the caller's redemptions, newest first. */
  async function listOwnRedemptions(userId: string, page: { pageNum: number; pageSize: number }) {
    const { rows, total } = await listRedemptions(db, userId, {
      limit: page.pageSize,
      offset: (page.pageNum - 1) * page.pageSize,
    });
    return {
      rows: rows.map(({ redemption, item }) => toRedemption(redemption, item)),
      total,
      pageNum: page.pageNum,
      pageSize: page.pageSize,
    };
  }

  return { listItems, redeem, listOwnRedemptions };
}

/** The points-mall service's interface. */
export type PointsMallService = ReturnType<typeof createPointsMallService>;

function toRedemption(row: RedemptionRow, item: MallItemRow): Redemption {
  return {
    id: row.id,
    itemId: item.id,
    name: item.name,
    nameEn: item.nameEn,
    imageUrl: item.imageUrl,
    quantity: row.quantity,
    pointsSpent: row.pointsSpent,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    deliveryAddress: row.deliveryAddress ?? null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    shippedAt: row.shippedAt?.toISOString() ?? null,
  };
}
