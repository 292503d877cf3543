import {
  type Address,
  isChinaCountryName,
  maxAddressesPerUser,
  type SaveAddressRequest,
} from '@boardforge/contracts/addresses.ts';
import { chinaRegionTree, createRegionChecker, type UnknownRegionField } from '@boardforge/contracts/china-regions.ts';
import { isAccountPhone, normalizeAccountPhone } from '@boardforge/contracts/phone-numbers.ts';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import {
  type AddressRow,
  clearDefaultAddress,
  countAddresses,
  deleteOwnAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  lockUserForUpdate,
  promoteNewestAddress,
  updateAddress,
} from './addresses.repository.ts';

// Indexed once when the module loads: each save then checks its place with three lookups.
const findUnknownChinaPlace = createRegionChecker(chinaRegionTree);
const unknownPlaceMessages = {
  province: 'addresses.unknownProvince',
  city: 'addresses.unknownCity',
  district: 'addresses.unknownDistrict',
} as const satisfies Record<UnknownRegionField, MessageKey>;

/** The fields that say where an address is. */
type AddressPlace = Pick<AddressRow, 'country' | 'province' | 'city' | 'district'>;

/**
 * Refuses an address in China (no country) whose province, city or district is not on the region list: 400 naming
 * it. An address abroad whose country names China or one of its regions (中国, China, Hong Kong…) would skip that
 * check: it is refused, naming the country, so that its place is picked from the list.
 */
function checkChinaPlace(place: AddressPlace): void {
  if (isChinaCountryName(place.country)) throw new FieldAppError('country', 'addresses.countryIsChina');
  if (place.country !== '') return;
  const field = findUnknownChinaPlace(place);
  if (field) throw new FieldAppError(field, unknownPlaceMessages[field], { ...place });
}

function isSamePlace(left: AddressPlace, right: AddressPlace): boolean {
  return (
    left.country === right.country &&
    left.province === right.province &&
    left.city === right.city &&
    left.district === right.district
  );
}

/** Creates the delivery-address service; every call is limited to the caller's own addresses. */
export function createAddressesService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /** The caller's addresses, default first. */
  async function listOwn(userId: string): Promise<Address[]> {
    return (await listAddresses(db, userId)).map(toAddress);
  }

  /**
   * Saves a new address (no id; at most 20, the first becomes the default) or changes one of the
   * caller's own (another's id: 404). Setting isDefault clears it on the others. An address in China must name a
   * place of the region list; a change that keeps an address's place as saved is not checked again, so an address
   * saved before the list still takes a new default flag, name or street.
   */
  async function save(userId: string, input: SaveAddressRequest): Promise<{ id: string }> {
    // A mainland mobile is stored as 11 digits as before; a number abroad in E.164 (as account phones are).
    const mobile = normalizeAccountPhone(input.mobile);
    if (!isAccountPhone(mobile)) throw new FieldAppError('mobile', 'accounts.invalidAccountPhone');
    const { id, ...rest } = input;
    if (id === undefined) checkChinaPlace(rest);
    return db.transaction(async (tx) => {
      await lockUserForUpdate(tx, userId);
      const at = now();
      if (id !== undefined) {
        const existing = await findOwnAddress(tx, userId, id);
        if (!existing) throw new AppError('404', 'addresses.notFound');
        if (!isSamePlace(existing, rest)) checkChinaPlace(rest);
        const fields = { ...rest, mobile, isDefault: rest.isDefault || existing.isDefault };
        if (fields.isDefault) await clearDefaultAddress(tx, userId, id);
        await updateAddress(tx, userId, id, fields, at);
        return { id };
      }
      const total = await countAddresses(tx, userId);
      if (total >= maxAddressesPerUser) {
        throw new FieldAppError('', 'addresses.limitReached', { max: maxAddressesPerUser });
      }
      const isDefault = rest.isDefault || total === 0;
      if (isDefault) await clearDefaultAddress(tx, userId);
      return { id: await insertAddress(tx, userId, { ...rest, mobile, isDefault }, at) };
    });
  }

  /** Deletes one of the caller's addresses (another's: 404); a deleted default passes to the newest left. */
  async function remove(userId: string, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await lockUserForUpdate(tx, userId);
      const deleted = await deleteOwnAddress(tx, userId, id);
      if (!deleted) throw new AppError('404', 'addresses.notFound');
      if (deleted.isDefault) await promoteNewestAddress(tx, userId);
    });
  }

  return { listOwn, save, remove };
}

/** The address service's interface. */
export type AddressesService = ReturnType<typeof createAddressesService>;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    fullName: row.fullName,
    mobile: row.mobile,
    country: row.country,
    province: row.province,
    city: row.city,
    district: row.district,
    detail: row.detail,
    isDefault: row.isDefault,
  };
}
