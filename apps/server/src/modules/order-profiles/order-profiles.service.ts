import {
  maxOrderProfilesPerCustomer,
  type OrderProfile,
  type ProfileDocument,
  type ProfileEntry,
  type ProfileExport,
  profileDocumentVersion,
  type RenameProfileRequest,
} from '@boardforge/contracts/order-profiles.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import {
  countOrderProfiles,
  deleteOwnOrderProfile,
  insertOrderProfiles,
  listOrderProfiles,
  lockCustomerForUpdate,
  type NewOrderProfile,
  type OrderProfileRow,
  renameOwnOrderProfile,
} from './order-profiles.repository.ts';

// A profile is a reusable spec: the files an order was quoted with belong to that order, not to the profile.
const orderFileFields = new Set(['gerberFileId', 'bomFileId', 'cplFileId']);

function toNewProfile(entry: ProfileEntry): NewOrderProfile {
  const spec = Object.fromEntries(Object.entries(entry.spec).filter(([key]) => !orderFileFields.has(key)));
  return { name: entry.name, tab: entry.tab, spec };
}

/** Creates the order-profile service; every call is limited to the caller's own profiles. */
export function createOrderProfilesService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /**
   * Adds profiles in one transaction, all or none: the count is decided under a lock on the customer's row, so
   * parallel saves and imports never pass the cap together.
   */
  async function addProfiles(userId: string, entries: readonly ProfileEntry[], field: string): Promise<string[]> {
    return db.transaction(async (tx) => {
      await lockCustomerForUpdate(tx, userId);
      const total = await countOrderProfiles(tx, userId);
      if (total + entries.length > maxOrderProfilesPerCustomer) {
        throw new FieldAppError(field, 'orderProfiles.limitReached', {
          max: maxOrderProfilesPerCustomer,
          left: Math.max(0, maxOrderProfilesPerCustomer - total),
        });
      }
      return insertOrderProfiles(tx, userId, entries.map(toNewProfile), now());
    });
  }

  /** The caller's profiles, the last changed first. */
  async function listOwn(userId: string): Promise<OrderProfile[]> {
    return (await listOrderProfiles(db, userId)).map(toOrderProfile);
  }

  /** Saves a new profile (at most `maxOrderProfilesPerCustomer`). */
  async function save(userId: string, entry: ProfileEntry): Promise<{ id: string }> {
    const [id] = await addProfiles(userId, [entry], 'name');
    if (!id) throw new Error('insert into order_profiles returned no row');
    return { id };
  }

  /** Renames one of the caller's profiles (another's: 404). */
  async function rename(userId: string, input: RenameProfileRequest): Promise<void> {
    if (!(await renameOwnOrderProfile(db, userId, input.id, input.name, now()))) {
      throw new AppError('404', 'orderProfiles.notFound');
    }
  }

  /** Deletes one of the caller's profiles (another's: 404). */
  async function remove(userId: string, id: string): Promise<void> {
    if (!(await deleteOwnOrderProfile(db, userId, id))) throw new AppError('404', 'orderProfiles.notFound');
  }

  /** The caller's profiles as an import document. */
  async function exportOwn(userId: string): Promise<ProfileExport> {
    const rows = await listOrderProfiles(db, userId);
    const profiles = rows.map((row) => ({ name: row.name, tab: row.tab, spec: toStoredSpec(row.spec) }));
    return { version: profileDocumentVersion, profiles };
  }

  /** Adds the document's profiles, all or none (the contract has checked every spec). */
  async function importDocument(userId: string, document: ProfileDocument): Promise<{ imported: number }> {
    return { imported: (await addProfiles(userId, document.profiles, 'profiles')).length };
  }

  return { listOwn, save, rename, remove, exportOwn, importDocument };
}

/** The order-profile service's interface. */
export type OrderProfilesService = ReturnType<typeof createOrderProfilesService>;

function toStoredSpec(spec: unknown): Record<string, unknown> {
  return typeof spec === 'object' && spec !== null && !Array.isArray(spec) ? { ...spec } : {};
}

function toOrderProfile(row: OrderProfileRow): OrderProfile {
  return {
    id: row.id,
    name: row.name,
    tab: row.tab,
    spec: toStoredSpec(row.spec),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
