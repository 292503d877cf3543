import { type AddressRegion, findAddressRegion, specialRegionProvinces } from '@boardforge/contracts/addresses.ts';
import { chinaRegionTree, createRegionChecker, type RegionPlace } from '@boardforge/contracts/china-regions.ts';

// Loaded on demand (use-china-places.ts): the region list is about 60 kB the rest of the app never needs.

/** A region of China whose places are picked from the list. */
export type ChinaRegion = Exclude<AddressRegion, 'overseas'>;

/** One entry of the province / city / district picker; its label is the list's Chinese name in both languages. */
export type PlaceOption = { value: string; label: string; children?: PlaceOption[] };

function toPlaceOptions(provinces: readonly string[]): PlaceOption[] {
  return provinces.map((province) => ({
    value: province,
    label: province,
    children: Object.entries(chinaRegionTree[province] ?? {}).map(([city, districts]) =>
      // A city without a district level is a choice of its own (the address then has no district).
      districts.length === 0
        ? { value: city, label: city }
        : { value: city, label: city, children: districts.map((district) => ({ value: district, label: district })) },
    ),
  }));
}

const specialProvinces = new Set<string>(Object.values(specialRegionProvinces));

/** The picker's choices in each region: the mainland's 31 provinces, or the one province of Hong Kong, Macao, Taiwan. */
export const placeOptions: Record<ChinaRegion, PlaceOption[]> = {
  mainland: toPlaceOptions(Object.keys(chinaRegionTree).filter((province) => !specialProvinces.has(province))),
  hongKong: toPlaceOptions([specialRegionProvinces.hongKong]),
  macao: toPlaceOptions([specialRegionProvinces.macao]),
  taiwan: toPlaceOptions([specialRegionProvinces.taiwan]),
};

const findUnknownPlace = createRegionChecker(chinaRegionTree);

/** True when a picked path (province, city and maybe district) is a place of the list within the region. */
export function isKnownPlace(region: ChinaRegion, path: readonly string[]): boolean {
  const [province = '', city = '', district = ''] = path;
  const place: RegionPlace = { province, city, district };
  return (
    path.length >= 2 &&
    path.length <= 3 &&
    findAddressRegion({ country: '', province }) === region &&
    findUnknownPlace(place) === undefined
  );
}
