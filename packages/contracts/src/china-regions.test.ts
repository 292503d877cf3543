import { describe, expect, it } from 'vitest';
import { findAddressRegion, specialRegionProvinces } from './addresses.ts';
import { buildRegionTree, chinaRegionTree, createRegionChecker } from './china-regions.ts';

describe('the region list', () => {
  it('names municipalities as their own city and lifts directly governed places to cities', () => {
    const tree = buildRegionTree({
      重庆市: { 市辖区: ['渝中区', '江北区'], 县: ['城口县'] },
      湖北省: { 武汉市: ['江岸区'], 省直辖县级行政区划: ['仙桃市', '潜江市'] },
    });
    expect(tree).toEqual({
      重庆市: { 重庆市: ['渝中区', '江北区', '城口县'] },
      湖北省: { 武汉市: ['江岸区'], 仙桃市: [], 潜江市: [] },
    });
  });

  it('holds the 31 mainland provinces, Hong Kong, Macao and Taiwan, and no statistical headings', () => {
    expect(Object.keys(chinaRegionTree)).toHaveLength(34);
    for (const province of Object.values(specialRegionProvinces)) expect(chinaRegionTree[province]).toBeDefined();
    expect(Object.keys(chinaRegionTree.北京市 ?? {})).toEqual(['北京市']);
    const cities = Object.values(chinaRegionTree).flatMap((province) => Object.keys(province));
    expect(cities.filter((city) => /市辖区|直辖|^县$/.test(city))).toEqual([]);
  });

  const check = createRegionChecker(chinaRegionTree);
  it.each([
    [{ province: '广东省', city: '深圳市', district: '南山区' }, undefined],
    [{ province: '广东省', city: '深圳市', district: '' }, undefined],
    [{ province: '天津市', city: '天津市', district: '和平区' }, undefined],
    [{ province: '新疆维吾尔自治区', city: '石河子市', district: '' }, undefined],
    [{ province: '新疆维吾尔自治区', city: '石河子市', district: '新城街道' }, 'district'],
    [{ province: '广东', city: '深圳市', district: '南山区' }, 'province'],
    [{ province: '广东省', city: '北京市', district: '' }, 'city'],
    [{ province: '广东省', city: '深圳市', district: '朝阳区' }, 'district'],
  ])('checks %o: unknown %s', (place, expected) => {
    expect(check(place)).toBe(expected);
  });

  it.each([
    [{ country: '', province: '广东省' }, 'mainland'],
    [{ country: '', province: 'Guangdong' }, 'mainland'],
    [{ country: '', province: '香港特别行政区' }, 'hongKong'],
    [{ country: '', province: '澳门特别行政区' }, 'macao'],
    [{ country: '', province: '台湾省' }, 'taiwan'],
    [{ country: 'Germany', province: 'Bayern' }, 'overseas'],
  ])('places %o in region %s', (address, expected) => {
    expect(findAddressRegion(address)).toBe(expected);
  });
});
