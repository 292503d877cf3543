import { createHash } from 'node:crypto';
import { findMissingAddressFields } from '@boardforge/contracts/addresses.ts';
import type { FieldError } from '@boardforge/contracts/envelope.ts';
import type { SaveOrderAnswer, SaveOrderRequest } from '@boardforge/contracts/orders.ts';
import { isAccountPhone, normalizeAccountPhone } from '@boardforge/contracts/phone-numbers.ts';
import type { Db } from '../../../db/client.ts';
import { type Language, translate } from '../../../i18n/messages.ts';
import { AppError, isAppError } from '../../../lib/app-error.ts';
import { findOwnAddress } from '../../addresses/addresses.repository.ts';
import { findFileById } from '../../files/files.repository.ts';
import type { MatchedBom } from '../../parts/parts.public.ts';
import type { QuotesService } from '../../quotes/quotes.service.ts';
import { findOrderByIdempotencyKey, insertNumberedOrder, isUuid } from '../orders.repository.ts';
import { toSaveOrderAnswer } from '../orders.view.ts';
import { applyOrderInvoiceType, priceOrder, type SourcedComponents } from './order-pricing.service.ts';
import { toSourcedComponents } from './sourced-components.ts';

/** Matches the lines of a customer's BOM file for a number of sets (parts/bom-matching.service.ts). */
export type MatchOwnBom = (input: { userId: string; fileId: string; sets: number }) => Promise<MatchedBom>;

/**
 * Creates order placing (saveOrder): an order priced again by the server (a client's price is never read), saved with its number,
 * lines and `created` event in one statement. The same idempotency key with the same body returns the first order;
 * with another body 409. Two concurrent saves with one key make one order.
 */
export function createOrderPlacing(dependencies: {
  db: Db;
  now: () => Date;
  quotes: QuotesService;
  matchOwnBom: MatchOwnBom;
}) {
  const { db, now, quotes, matchOwnBom } = dependencies;

  /**
   * Saves an order, or answers a repeated key. No lookup of the key first: a new key is the common case, and the
   * insert's unique key finds a used one. A request refused before the insert (a file, the spec, the address) looks
   * the key up before refusing, so a repeated save is answered with its first order whatever changed since.
   */
  async function saveOrder(userId: string, sent: SaveOrderRequest, language: Language): Promise<SaveOrderAnswer> {
    const { phones, phoneErrors } = readContactPhones(sent, language);
    const request = { ...sent, ...phones };
    const requestHash = hashRequest(request);
    try {
      if (phoneErrors.length > 0) {
        throw new AppError('400', 'accounts.invalidAccountPhone', {}, { fieldErrors: phoneErrors });
      }
      await checkOwnFiles(userId, request, language);
      await checkAddressComplete(userId, request.addressId, language);
      const components = await sourceComponents(userId, request);
      // The order's invoice type decides the tax, and the stored spec says the same (the hash keeps the body sent).
      const taxedRequest = applyOrderInvoiceType(request);
      const priced = await priceOrder(quotes, taxedRequest, language, components);
      const at = now();
      const outcome = await insertNumberedOrder(db, {
        day: formatChinaDay(at),
        addressId: request.addressId,
        order: {
          userId,
          orderType: request.orderType,
          status: priced.status,
          spec: taxedRequest.spec,
          quote: priced.quote,
          priceBookVersion: priced.priceBookVersion,
          totalFen: priced.totalFen,
          payableFen: priced.payableFen,
          invoiceType: request.invoiceType,
          invoicingMethod: request.invoicingMethod,
          contractTitle: request.contractTitle,
          placingOrder: request.placingOrder,
          placingOrderPhone: request.placingOrderPhone,
          technicians: request.technicians,
          techniciansPhone: request.techniciansPhone,
          shippingMethod: request.shippingMethod,
          remark: request.remark ?? null,
          gerberFileId: request.gerberFileId ?? null,
          bomFileId: request.bomFileId ?? null,
          cplFileId: request.cplFileId ?? null,
          idempotencyKey: request.idempotencyKey,
          requestHash,
          statusEnteredAt: at,
          createdAt: at,
          updatedAt: at,
        },
        lines: priced.lines.map((line, index) => ({ ...line, lineNo: index + 1 })),
      });
      switch (outcome.kind) {
        case 'saved':
          return toSaveOrderAnswer(outcome.order);
        case 'idempotencyKeyTaken':
          return await answerRepeatedSave(userId, request.idempotencyKey, requestHash);
        case 'addressNotFound':
          throw buildAddressNotFound(language);
      }
    } catch (error) {
      if (!isAppError(error) || error.code === '409') throw error;
      const first = await findOrderByIdempotencyKey(db, userId, request.idempotencyKey);
      if (!first) throw error;
      return answerWithFirst(first, requestHash);
    }
  }

  // The order first saved under the key (the insert found it taken): it, or 409 for another body.
  async function answerRepeatedSave(userId: string, idempotencyKey: string, requestHash: string) {
    const first = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
    if (!first) throw new Error('the idempotency key was taken but its order is not found');
    return answerWithFirst(first, requestHash);
  }

  function answerWithFirst(
    first: { requestHash: string } & Parameters<typeof toSaveOrderAnswer>[0],
    requestHash: string,
  ): SaveOrderAnswer {
    if (first.requestHash !== requestHash) throw new AppError('409', 'orders.idempotencyConflict');
    return toSaveOrderAnswer(first);
  }

  // The address must have a province, city and street to ship to: rows saved before those were required may lack
  // them. Checked here, by the rule the address book's form uses, rather than in the insert's SQL (whose trimming
  // differs from JavaScript's). An address deleted after this check still leaves the insert's snapshot NULL (404).
  async function checkAddressComplete(userId: string, addressId: string, language: Language): Promise<void> {
    const address = isUuid(addressId) ? await findOwnAddress(db, userId, addressId) : undefined;
    if (!address) throw buildAddressNotFound(language);
    if (findMissingAddressFields(address).length === 0) return;
    const message = translate(language, 'orders.addressIncomplete');
    throw new AppError('400', 'orders.addressIncomplete', {}, { fieldErrors: [{ field: 'addressId', message }] });
  }

  // The components to buy: a BOM order's lines, or an SMT order's when the customer asks us to source them
  // ("purchase on behalf" with a BOM), matched against the catalogue for the sets or boards ordered.
  async function sourceComponents(userId: string, request: SaveOrderRequest): Promise<SourcedComponents | undefined> {
    const sets =
      request.orderType === 'bom'
        ? request.spec.sets
        : request.orderType === 'smt' && request.spec.purchaseOnBehalf
          ? request.spec.boardsNumber
          : undefined;
    if (sets === undefined || request.bomFileId === undefined) return undefined;
    return toSourcedComponents(await matchOwnBom({ userId, fileId: request.bomFileId, sets }), sets);
  }

  // The Gerber, BOM and pick-and-place files must be the caller's own uploads of the right kind (someone else's: 404).
  async function checkOwnFiles(userId: string, request: SaveOrderRequest, language: Language): Promise<void> {
    for (const [field, kind] of [
      ['gerberFileId', 'gerber'],
      ['bomFileId', 'bom'],
      ['cplFileId', 'cpl'],
    ] as const) {
      const fileId = request[field];
      if (fileId === undefined) continue;
      const file = isUuid(fileId) ? await findFileById(db, fileId) : undefined;
      if (!file || file.ownerUserId !== userId) {
        const message = translate(language, 'orders.fileNotFound', { field });
        throw new AppError('404', 'orders.fileNotFound', { field }, { fieldErrors: [{ field, message }] });
      }
      if (file.kind !== kind) {
        const message = translate(language, 'orders.fileWrongKind', { field, kind });
        throw new AppError('400', 'orders.fileWrongKind', { field, kind }, { fieldErrors: [{ field, message }] });
      }
    }
  }

  return { saveOrder };
}

// 404 naming addressId: the address is not one of the caller's (or was deleted).
/**
 * The two contact phones as stored — a mainland mobile as 11 digits, a number abroad in E.164, as account phones — and
 * a field error for each that is neither (both are named at once).
 */
function readContactPhones(
  request: SaveOrderRequest,
  language: Language,
): { phones: Pick<SaveOrderRequest, 'placingOrderPhone' | 'techniciansPhone'>; phoneErrors: FieldError[] } {
  const phones = {
    placingOrderPhone: normalizeAccountPhone(request.placingOrderPhone),
    techniciansPhone: normalizeAccountPhone(request.techniciansPhone),
  };
  const phoneErrors = Object.entries(phones)
    .filter(([, phone]) => !isAccountPhone(phone))
    .map(([field]) => ({ field, message: translate(language, 'accounts.invalidAccountPhone') }));
  return { phones, phoneErrors };
}

function buildAddressNotFound(language: Language): AppError {
  const message = translate(language, 'orders.addressNotFound');
  return new AppError('404', 'orders.addressNotFound', {}, { fieldErrors: [{ field: 'addressId', message }] });
}

const chinaOffsetMs = 8 * 3_600_000;

// The China-time calendar day of an instant as YYYYMMDD (orders are numbered per China day).
function formatChinaDay(at: Date): string {
  return new Date(at.getTime() + chinaOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');
}

// A fingerprint of a parsed request: the same body (whatever its key order) gives the same hash.
function hashRequest(value: unknown): string {
  return createHash('sha256').update(stableStringify(value)).digest('hex');
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableStringify(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
