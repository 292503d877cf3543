import type {
  QuoteSheet,
  QuoteSheetOffer,
  SavePurchaseSheetRequest,
  SaveSalesSheetRequest,
} from '@boardforge/contracts/quote-sheets.ts';
import type { OrderActor } from '@boardforge/domain/order-status/actors.ts';
import type { OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import { listRulesOfAction, mayTakeAction } from '@boardforge/domain/order-status/transitions.ts';
import { convertUnitYuanToCentiFen, findPriceBreak, toUnitYuan } from '@boardforge/domain/parts/part-purchase.ts';
import type { Db } from '../../../db/client.ts';
import { AppError, FieldAppError } from '../../../lib/app-error.ts';
import { listTagsOfRole } from '../../menus/menus.repository.ts';
import type { CurrentSession } from '../../sessions/sessions.service.ts';
import { findOrderById, lockOrderById, type OrderRow } from '../orders.repository.ts';
import { buildActor, loadOrderFacts } from '../workflow/order-facts.service.ts';
import {
  advanceQuoteSheetVersion,
  findQuoteSheet,
  findSuppliersByIds,
  listOffersOfParts,
  listSheetLines,
  writePurchaseDrafts,
  writeSalesDrafts,
} from './quote-sheets.repository.ts';

/**
 * Creates the quote sheets of an inquiry (issue 13, point 2). The buyer drafts a supplier (from the directory, with
 * its offers for the line's quantity shown), a unit cost, an alternate part and a note per line; the salesperson
 * drafts a customer price per line against those costs. A draft may be saved while the caller could take the
 * sheet's transition (`purchaseQuote` at 2, `salesQuote` at 3 or 4: role, tag and assignment as the table says); it
 * is submitted by that transition. Saves are versioned: naming an older version is a 409 that changes nothing.
 */
export function createQuoteSheetsService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  async function buildStaffActor(session: CurrentSession): Promise<OrderActor> {
    return buildActor(session, await listTagsOfRole(db, session.role));
  }

  /** The sheet of an order (404 for none), with what the caller may do on it now. */
  async function readSheet(session: CurrentSession, orderId: string): Promise<QuoteSheet> {
    const actor = await buildStaffActor(session);
    const order = await findOrderById(db, orderId);
    if (!order) throw new AppError('404', 'orders.notFound');
    return loadSheet(db, order, actor);
  }

  /** Saves the buyer's draft: unknown suppliers or lines are a 400 naming the line; another version a 409. */
  async function savePurchaseSheet(session: CurrentSession, request: SavePurchaseSheetRequest): Promise<QuoteSheet> {
    const actor = await buildStaffActor(session);
    return db.transaction(async (tx) => {
      const order = await lockEditableOrder(tx, request.orderId, actor, 'purchaseQuote');
      const lineIds = await checkLines(tx, order.id, request.lines);
      const supplierIds = request.lines.flatMap((line) => (line.supplierId ? [line.supplierId] : []));
      const known = await findSuppliersByIds(tx, supplierIds);
      const drafts = request.lines.map((line, index) => {
        if (line.supplierId && !known.has(line.supplierId))
          throw new FieldAppError(`lines.${index}.supplierId`, 'quoteSheets.unknownSupplier', { line: index + 1 });
        return {
          orderLineId: lineIds[index] ?? line.lineId,
          supplierId: line.supplierId,
          supplierName: line.supplierId ? (known.get(line.supplierId) ?? null) : null,
          unitCostCentiFen: line.unitCost === null ? null : convertUnitYuanToCentiFen(line.unitCost),
          alternateMpn: line.alternateMpn,
          note: line.note,
        };
      });
      await advanceVersion(tx, order.id, request.version, session.userId);
      await writePurchaseDrafts(tx, order.id, drafts);
      return loadSheet(tx, order, actor);
    });
  }

  /** Saves the salesperson's draft prices; the same checks. */
  async function saveSalesSheet(session: CurrentSession, request: SaveSalesSheetRequest): Promise<QuoteSheet> {
    const actor = await buildStaffActor(session);
    return db.transaction(async (tx) => {
      const order = await lockEditableOrder(tx, request.orderId, actor, 'salesQuote');
      const lineIds = await checkLines(tx, order.id, request.lines);
      await advanceVersion(tx, order.id, request.version, session.userId);
      await writeSalesDrafts(
        tx,
        order.id,
        request.lines.map((line, index) => ({
          orderLineId: lineIds[index] ?? line.lineId,
          unitPriceCentiFen: line.unitPrice === null ? null : convertUnitYuanToCentiFen(line.unitPrice),
        })),
      );
      return loadSheet(tx, order, actor);
    });
  }

  // The order, locked, when the caller may take the sheet's action on it now: 404 unknown, 403 not theirs (role, tag
  // or assignment), 409 in another status.
  async function lockEditableOrder(tx: Db, orderId: string, actor: OrderActor, action: OrderAction): Promise<OrderRow> {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw new AppError('404', 'orders.notFound');
    if (!mayTakeAction(await loadOrderFacts(tx, order), actor, action))
      throw new AppError('403', 'orders.forbidden', { action });
    const from: readonly number[] = listRulesOfAction(action).flatMap((rule) => rule.from);
    if (!from.includes(order.status))
      throw new AppError(
        '409',
        'quoteSheets.notEditable',
        { status: order.status },
        { reason: 'order.actionNotAllowed' },
      );
    return order;
  }

  async function advanceVersion(tx: Db, orderId: string, expected: number, userId: string): Promise<void> {
    const version = await advanceQuoteSheetVersion(tx, { orderId, expected, userId, at: now() });
    if (version !== undefined) return;
    const current = await findQuoteSheet(tx, orderId);
    throw new AppError(
      '409',
      'quoteSheets.staleVersion',
      { expected, actual: current?.version ?? 0 },
      { reason: 'state.conflict' },
    );
  }

  return { readSheet, savePurchaseSheet, saveSalesSheet };
}

/** The quote sheets service's interface. */
export type QuoteSheetsService = ReturnType<typeof createQuoteSheetsService>;

// Every line must be one of the order's, each once: a 400 naming the first that is not.
async function checkLines(tx: Db, orderId: string, lines: readonly { lineId: string }[]): Promise<string[]> {
  const own = new Set((await listSheetLines(tx, orderId)).map((row) => row.line.id));
  const seen = new Set<string>();
  return lines.map((line, index) => {
    if (!own.has(line.lineId) || seen.has(line.lineId))
      throw new FieldAppError(`lines.${index}.lineId`, 'quoteSheets.unknownLine', { line: index + 1 });
    seen.add(line.lineId);
    return line.lineId;
  });
}

async function loadSheet(db: Db, order: OrderRow, actor: OrderActor): Promise<QuoteSheet> {
  const rows = await listSheetLines(db, order.id);
  const sheet = await findQuoteSheet(db, order.id);
  const partIds = [...new Set(rows.flatMap((row) => (row.part ? [row.part.id] : [])))];
  const offers = await listOffersOfParts(db, partIds);
  const facts = await loadOrderFacts(db, order);
  const isQuoted = order.quoteExpiresAt !== null;
  const mayEdit = (action: OrderAction) =>
    mayTakeAction(facts, actor, action) &&
    listRulesOfAction(action).some((rule) => (rule.from as readonly number[]).includes(order.status));
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    version: sheet?.version ?? 0,
    updatedAt: sheet?.updatedAt.toISOString() ?? null,
    quoteExpiresAt: order.quoteExpiresAt?.toISOString() ?? null,
    canEditPurchase: mayEdit('purchaseQuote'),
    canEditSales: mayEdit('salesQuote'),
    lines: rows.map(({ line, draft, part }) => ({
      lineId: line.id,
      lineNo: line.lineNo,
      label: line.label,
      labelZh: line.labelZh,
      mpn: line.mpn,
      quantity: line.quantity,
      part,
      // Before a sales quote, a matched line's unit price is the catalogue's at ordering; after it, the quote's.
      cataloguePrice: !isQuoted && line.partId && line.unitPriceFen !== null ? line.unitPriceFen / 100 : null,
      offers: part ? pickOffers(offers, part.id, line.quantity) : [],
      draft: {
        supplierId: draft?.supplierId ?? null,
        supplierName: draft?.supplierName ?? null,
        unitCost: draft?.unitCostCentiFen == null ? null : toUnitYuan(draft.unitCostCentiFen),
        alternateMpn: draft?.alternateMpn ?? '',
        note: draft?.note ?? '',
        unitPrice: draft?.unitPriceCentiFen == null ? null : toUnitYuan(draft.unitPriceCentiFen),
      },
      submitted: {
        unitCost: line.unitCostFen === null ? null : line.unitCostFen / 100,
        supplier: line.supplier,
        unitPrice: isQuoted && line.unitPriceFen !== null ? line.unitPriceFen / 100 : null,
      },
    })),
  };
}

// Each supplier's offer of the part that applies to the quantity (the break with the largest minimum not above it),
// cheapest first.
function pickOffers(
  offers: Awaited<ReturnType<typeof listOffersOfParts>>,
  partId: string,
  quantity: number,
): QuoteSheetOffer[] {
  const bySupplier = new Map<string, (typeof offers)[number][]>();
  for (const offer of offers) {
    if (offer.partId !== partId) continue;
    bySupplier.set(offer.supplierId, [...(bySupplier.get(offer.supplierId) ?? []), offer]);
  }
  const picked: QuoteSheetOffer[] = [];
  for (const supplierOffers of bySupplier.values()) {
    const applying = findPriceBreak(supplierOffers, quantity);
    const offer = applying ? supplierOffers.find((entry) => entry.minQuantity === applying.minQuantity) : undefined;
    if (!offer) continue;
    picked.push({
      supplierId: offer.supplierId,
      supplierName: offer.supplierName,
      currency: offer.currency,
      minQuantity: offer.minQuantity,
      unitPrice: toUnitYuan(offer.unitPriceCentiFen),
      leadTimeDays: offer.leadTimeDays,
    });
  }
  return picked.sort((a, b) => a.unitPrice - b.unitPrice);
}
