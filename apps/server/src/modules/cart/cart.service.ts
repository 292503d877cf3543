import { type CartAnswer, type CartLine, type CartLineRequest, maxCartLines } from '@boardforge/contracts/cart.ts';
import { cartTabs, quotedOrderTypes } from '@boardforge/contracts/order-types.ts';
import { convertYuanAmountToFen, toYuan } from '@boardforge/domain/money/fen.ts';
import type { Db } from '../../db/client.ts';
import { FieldAppError } from '../../lib/app-error.ts';
import {
  type CartLineFields,
  type CartLineRow,
  deleteCartLines,
  insertCartLine,
  listCartLines,
  lockCartOwner,
  updateCartLine,
} from './cart.repository.ts';

/** Creates the cart service: a customer's quotes kept between visits and devices, at most `maxCartLines` lines. */
export function createCartService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /** The customer's cart, newest line first. */
  async function getOwn(userId: string): Promise<CartAnswer> {
    return toAnswer(await listCartLines(db, userId));
  }

  /**
   * Adds lines, or replaces the customer's lines of the same ids. New lines beyond the limit refuse the whole call
   * (decided under the customer's lock, so parallel adds never store more than the limit).
   */
  async function saveLines(userId: string, lines: readonly CartLineRequest[]): Promise<CartAnswer> {
    return db.transaction(async (tx) => {
      await lockCartOwner(tx, userId);
      const existing = await listCartLines(tx, userId);
      const existingIds = new Set(existing.map((row) => row.id));
      const incoming = dropRepeatedIds(lines);
      const added = incoming.filter((line) => !existingIds.has(line.id));
      if (existing.length + added.length > maxCartLines) {
        throw new FieldAppError('lines', 'cart.full', { max: maxCartLines });
      }
      const at = now();
      for (const line of incoming) {
        if (existingIds.has(line.id)) await updateCartLine(tx, userId, toFields(line), at);
        else await insertCartLine(tx, userId, toFields(line), at);
      }
      return toAnswer(await listCartLines(tx, userId));
    });
  }

  /**
   * Merges the browser's cart at login: lines whose id or quote (order type and spec) the cart already holds are
   * skipped, so a repeated merge changes nothing; new lines are added while the cart has room.
   */
  async function merge(userId: string, lines: readonly CartLineRequest[]): Promise<CartAnswer> {
    return db.transaction(async (tx) => {
      await lockCartOwner(tx, userId);
      const existing = await listCartLines(tx, userId);
      const ids = new Set(existing.map((row) => row.id));
      const quotes = new Set(existing.map((row) => describeQuote(row.orderType, row.spec)));
      let room = maxCartLines - existing.length;
      const at = now();
      for (const line of dropRepeatedIds(lines)) {
        const quote = describeQuote(line.orderType, line.spec);
        if (room <= 0 || ids.has(line.id) || quotes.has(quote)) continue;
        await insertCartLine(tx, userId, toFields(line), at);
        ids.add(line.id);
        quotes.add(quote);
        room -= 1;
      }
      return toAnswer(await listCartLines(tx, userId));
    });
  }

  /** Removes some of the customer's lines (ids the cart does not hold, another customer's too, are ignored). */
  async function remove(userId: string, ids: readonly string[]): Promise<CartAnswer> {
    return db.transaction(async (tx) => {
      await lockCartOwner(tx, userId);
      await deleteCartLines(tx, userId, ids);
      return toAnswer(await listCartLines(tx, userId));
    });
  }

  return { getOwn, saveLines, merge, remove };
}

/** The cart service's interface. */
export type CartService = ReturnType<typeof createCartService>;

/** The last line of each id counts when a request repeats one. */
function dropRepeatedIds(lines: readonly CartLineRequest[]): CartLineRequest[] {
  return [...new Map(lines.map((line) => [line.id, line])).values()];
}

function toFields(line: CartLineRequest): CartLineFields {
  return {
    id: line.id,
    tab: line.tab,
    orderType: line.orderType,
    spec: line.spec as Record<string, unknown>,
    totalFen: line.total === null ? null : convertYuanAmountToFen(line.total),
    priceBookVersion: line.priceBookVersion,
    isSelected: line.isSelected,
  };
}

/** The same quote whatever the order of its keys (jsonb stores them in its own order). */
function describeQuote(orderType: string, spec: unknown): string {
  return JSON.stringify([orderType, sortKeys(spec)]);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => [key, sortKeys(entry)]),
  );
}

function toLine(row: CartLineRow): CartLine {
  return {
    id: row.id,
    tab: cartTabs.find((tab) => tab === row.tab) ?? 'pcb',
    orderType: quotedOrderTypes.find((type) => type === row.orderType) ?? 'pcb',
    spec: row.spec,
    total: row.totalFen === null ? null : toYuan(row.totalFen),
    priceBookVersion: row.priceBookVersion,
    isSelected: row.isSelected,
    addedAt: row.addedAt.toISOString(),
  };
}

function toAnswer(rows: readonly CartLineRow[]): CartAnswer {
  return { lines: rows.map(toLine), maxLines: maxCartLines };
}
