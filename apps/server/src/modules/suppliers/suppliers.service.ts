import { isEmailAddress, normalizeEmail } from '@boardforge/contracts/accounts.ts';
import type { PartOffer } from '@boardforge/contracts/parts.ts';
import type {
  SaveOfferRequest,
  SaveSupplierRequest,
  Supplier,
  SupplierListQuery,
} from '@boardforge/contracts/suppliers.ts';
import { convertUnitYuanToCentiFen, toUnitYuan } from '@boardforge/domain/parts/part-purchase.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { isConstraintViolation } from '../../lib/constraint-violation.ts';
import {
  deleteOffer,
  duplicateOfferConstraint,
  duplicateSupplierConstraint,
  insertOffer,
  insertSupplier,
  listOffersOfPart,
  listSuppliers,
  offerPartConstraint,
  offerSupplierConstraint,
  type SupplierListRow,
  updateOffer,
  updateSupplier,
} from './suppliers.repository.ts';
import {
  deleteSupplierRow,
  findSuppliersByNames,
  type ImportedOfferRow,
  type ImportedSupplierColumn,
  type ImportedSupplierRow,
  upsertOffers,
  upsertSuppliers,
} from './suppliers-import.repository.ts';

/**
 * Creates the suppliers service (供应商): staff holding `parts:view` list suppliers; `suppliers:edit` adds and
 * changes them and their offers of parts. The database's unique indexes and foreign keys decide duplicates and
 * unknown suppliers or parts, so two saves at once are judged like two in a row.
 */
export function createSuppliersService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /** A page of suppliers whose name or contact holds the keyword, by name, with their numbers of offers. */
  async function listDirectory(query: SupplierListQuery) {
    const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
    const { rows, total } = await listSuppliers(db, query.keyword, page);
    return { rows: rows.map(toSupplier), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Adds a supplier (no id) or changes one (404 when unknown); a name already used, ignoring case, is a 409. */
  async function saveSupplier(input: SaveSupplierRequest): Promise<{ id: string }> {
    const contactEmail = input.contactEmail === '' ? '' : normalizeEmail(input.contactEmail);
    if (contactEmail !== '' && !isEmailAddress(contactEmail))
      throw new FieldAppError('contactEmail', 'suppliers.invalidEmail');
    const { id, ...rest } = input;
    const fields = { ...rest, contactEmail, updatedAt: now() };
    try {
      if (id === undefined) return { id: await insertSupplier(db, fields) };
      if (!(await updateSupplier(db, id, fields))) throw new AppError('404', 'suppliers.notFound');
      return { id };
    } catch (error) {
      if (isConstraintViolation(error, '23505', duplicateSupplierConstraint))
        throw new AppError('409', 'suppliers.duplicate', { name: input.name });
      throw error;
    }
  }

  /**
   * Adds an offer (no id) or changes one (404 when unknown): an unknown supplier or part is a 404, a second offer of
   * the same supplier and part from the same quantity a 409.
   */
  async function saveOffer(input: SaveOfferRequest): Promise<{ id: string }> {
    const { id, unitPrice, ...rest } = input;
    const fields = { ...rest, unitPriceCentiFen: convertUnitYuanToCentiFen(unitPrice), updatedAt: now() };
    try {
      if (id === undefined) return { id: await insertOffer(db, fields) };
      if (!(await updateOffer(db, id, fields))) throw new AppError('404', 'suppliers.offerNotFound');
      return { id };
    } catch (error) {
      if (isConstraintViolation(error, '23505', duplicateOfferConstraint))
        throw new AppError('409', 'suppliers.duplicateOffer', { minQuantity: input.minQuantity });
      if (isConstraintViolation(error, '23503', offerSupplierConstraint))
        throw new AppError('404', 'suppliers.notFound');
      if (isConstraintViolation(error, '23503', offerPartConstraint)) throw new AppError('404', 'parts.notFound');
      throw error;
    }
  }

  /** Removes an offer (404 when unknown). */
  async function removeOffer(id: string): Promise<void> {
    if (!(await deleteOffer(db, id))) throw new AppError('404', 'suppliers.offerNotFound');
  }

  /** The offers of a part with their suppliers, cheapest first: what the part's page shows. */
  async function listPartOffers(partId: string): Promise<PartOffer[]> {
    return (await listOffersOfPart(db, partId)).map((row) => ({
      id: row.id,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      currency: row.currency,
      supplierSku: row.supplierSku,
      minQuantity: row.minQuantity,
      unitPrice: toUnitYuan(row.unitPriceCentiFen),
      leadTimeDays: row.leadTimeDays,
    }));
  }

  /**
   * Deletes a supplier with its offers (404 when unknown). A supplier that purchase rebates name is refused (409):
   * the foreign key decides, so a rebate recorded at the same moment is not left without its supplier.
   */
  async function deleteSupplier(id: string): Promise<void> {
    try {
      if (!(await deleteSupplierRow(db, id))) throw new AppError('404', 'suppliers.notFound');
    } catch (error) {
      // RESTRICT answers 23001 (PGlite) or 23503 (PostgreSQL, when it checks at the statement's end).
      const isReferenced = supplierReferences.some(
        (constraint) =>
          isConstraintViolation(error, '23001', constraint) || isConstraintViolation(error, '23503', constraint),
      );
      if (isReferenced) throw new AppError('409', 'suppliers.inUse');
      throw error;
    }
  }

  /** The suppliers of these names (ignoring case), for an import's rows. */
  function findSuppliersNamed(tx: Db, names: readonly string[]) {
    return findSuppliersByNames(tx, names);
  }

  /** Writes imported suppliers inside the caller's transaction (upsert by name ignoring case). */
  function writeImportedSuppliers(
    tx: Db,
    rows: readonly ImportedSupplierRow[],
    changedColumns: readonly ImportedSupplierColumn[],
  ) {
    return upsertSuppliers(tx, rows, changedColumns, now());
  }

  /** Writes imported offers inside the caller's transaction (upsert by supplier, part and minimum quantity). */
  function writeImportedOffers(tx: Db, offers: readonly ImportedOfferRow[]) {
    return upsertOffers(tx, offers, now());
  }

  return {
    listDirectory,
    saveSupplier,
    saveOffer,
    removeOffer,
    listPartOffers,
    deleteSupplier,
    findSuppliersNamed,
    writeImportedSuppliers,
    writeImportedOffers,
  };
}

// The foreign keys of other tables naming a supplier (rebates.table.ts).
// The foreign keys that keep a supplier with a history (ON DELETE RESTRICT): rebates and purchase returns.
const supplierReferences = [
  'rebate_entries_supplier_id_suppliers_id_fk',
  'purchase_returns_supplier_id_suppliers_id_fk',
];

function toSupplier(row: SupplierListRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    paymentTerms: row.paymentTerms as Supplier['paymentTerms'],
    currency: row.currency as Supplier['currency'],
    rating: row.rating,
    offerCount: row.offerCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The suppliers service's interface. */
export type SuppliersService = ReturnType<typeof createSuppliersService>;
