import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from './fakes/member-helpers.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  testApp = await createTestApp();
  alice = (await createMember(testApp, { phone: '13766660001' })).cookie;
  bob = (await createMember(testApp, { phone: '13766660002' })).cookie;
});
afterAll(async () => {
  await testApp?.close();
});

const address = (overrides: Record<string, unknown> = {}) => ({
  fullName: '王小明',
  mobile: '+86 138 0013 8000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南区 1 栋 101',
  isDefault: false,
  ...overrides,
});
const save = (cookie: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/api/address/save', headers: { cookie, ...headers }, payload });
const list = async (cookie: string) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/address/list', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; fullName: string; mobile: string; isDefault: boolean }[];
};
const remove = (cookie: string, id: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/address/delete', headers: { cookie }, payload: { id } });

describe('delivery addresses', () => {
  it('adds addresses; the first becomes the default and the mobile is normalised', async () => {
    const first = await save(alice, address());
    expect(first.statusCode, first.body).toBe(200);
    const second = await save(alice, address({ fullName: 'Li Lei' }));
    expect(second.statusCode).toBe(200);
    const rows = await list(alice);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: first.json().data.id, isDefault: true, mobile: '13800138000' });
    expect(rows[1]).toMatchObject({ fullName: 'Li Lei', isDefault: false, district: '南山区' });
  });

  it('keeps one default at a time', async () => {
    const third = await save(alice, address({ fullName: 'Han Meimei', isDefault: true }));
    const rows = await list(alice);
    expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual([third.json().data.id]);
    expect(rows[0]?.id).toBe(third.json().data.id);
  });

  it('changes an own address by id', async () => {
    const [, target] = await list(alice);
    const response = await save(alice, address({ id: target?.id, fullName: 'Changed Name', mobile: '13900139000' }));
    expect(response.statusCode).toBe(200);
    expect((await list(alice)).find((row) => row.id === target?.id)).toMatchObject({
      fullName: 'Changed Name',
      mobile: '13900139000',
    });
  });

  it("never shows or changes another user's address (404)", async () => {
    const [aliceAddress] = await list(alice);
    if (!aliceAddress) throw new Error('no address');
    expect(await list(bob)).toEqual([]);
    const update = await save(bob, address({ id: aliceAddress.id, fullName: 'Hijacked' }));
    expect(update.statusCode).toBe(404);
    expect(update.json().msg).toBe('Delivery address not found.');
    expect((await remove(bob, aliceAddress.id)).statusCode).toBe(404);
    expect((await list(alice)).find((row) => row.id === aliceAddress.id)?.fullName).toBe(aliceAddress.fullName);
    expect((await remove(bob, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('requires full name and a mainland mobile, naming the field', async () => {
    const noName = await save(bob, address({ fullName: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().data.errors).toEqual([{ field: 'fullName', message: 'fullName is required' }]);
    const missingMobile = await save(bob, address({ mobile: undefined }));
    expect(missingMobile.json().data.errors).toEqual([{ field: 'mobile', message: 'mobile is required' }]);
    const badMobile = await save(bob, address({ mobile: '010-12345678' }), { 'accept-language': 'zh' });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().data.errors[0].field).toBe('mobile');
    expect(badMobile.json().msg).toContain('请输入有效的手机号');
    const longDetail = await save(bob, address({ detail: 'x'.repeat(201) }));
    expect(longDetail.json().data.errors).toEqual([
      { field: 'detail', message: 'detail must be at most 200 characters long' },
    ]);
  });

  // Issue 11, gap a: the recipient's mobile may be a number abroad (E.164), checked as account phones are.
  it('takes a mobile abroad in E.164 and a mainland mobile as 11 digits, and refuses an invalid number abroad', async () => {
    const abroad = await save(bob, address({ mobile: '+49 1512 3456789' }));
    expect(abroad.statusCode, abroad.body).toBe(200);
    const mainland = await save(bob, address({ mobile: '+86 138-0013-8000' }));
    expect(mainland.statusCode, mainland.body).toBe(200);
    const rows = await list(bob);
    expect(rows.find((row) => row.id === abroad.json().data.id)?.mobile).toBe('+4915123456789');
    expect(rows.find((row) => row.id === mainland.json().data.id)?.mobile).toBe('13800138000');
    const invalid = await save(bob, address({ mobile: '+49 123' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data.errors[0].field).toBe('mobile');
    for (const row of rows.filter((row) => row.id === abroad.json().data.id || row.id === mainland.json().data.id)) {
      await remove(bob, row.id);
    }
  });

  it('requires province, city and street address (blank after trimming counts as missing), naming each field', async () => {
    const before = (await list(bob)).length;
    const { province: _province, city: _city, detail: _detail, ...noPlace } = address();
    const missing = await save(bob, noPlace);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors).toEqual([
      { field: 'province', message: 'province is required' },
      { field: 'city', message: 'city is required' },
      { field: 'detail', message: 'detail is required' },
    ]);
    const blank = await save(bob, address({ province: ' ', city: '', detail: '\u3000 ' }), { 'accept-language': 'zh' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.errors.map((error: { field: string }) => error.field)).toEqual([
      'province',
      'city',
      'detail',
    ]);
    expect(blank.json().msg).toContain('province');
    // The district may stay empty: some municipalities have none.
    const noDistrict = await save(bob, address({ district: '', province: '北京市', city: '北京市' }));
    expect(noDistrict.statusCode, noDistrict.body).toBe(200);
    expect(await list(bob)).toHaveLength(before + 1);
    // An edit cannot blank a place field either.
    const blanked = await save(bob, address({ id: noDistrict.json().data.id, detail: '  ' }));
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().data.errors).toEqual([{ field: 'detail', message: 'detail is required' }]);
  });

  it('passes the default to the newest address when the default is deleted', async () => {
    const rows = await list(alice);
    const defaultRow = rows.find((row) => row.isDefault);
    if (!defaultRow) throw new Error('no default');
    const deleted = await remove(alice, defaultRow.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ code: '200', msg: 'OK', data: null });
    const left = await list(alice);
    expect(left).toHaveLength(rows.length - 1);
    expect(left.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('keeps at most 20 addresses, answering 400 that names the limit', async () => {
    const have = (await list(bob)).length;
    for (let index = have; index < 20; index++) {
      expect((await save(bob, address({ fullName: `Receiver ${index}` }))).statusCode).toBe(200);
    }
    const over = await save(bob, address({ fullName: 'One too many' }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      code: '400',
      msg: 'You can keep at most 20 delivery addresses; delete one first.',
      data: {
        reason: 'field.invalid',
        errors: [{ field: '', message: 'You can keep at most 20 delivery addresses; delete one first.' }],
      },
    });
    expect(await list(bob)).toHaveLength(20);
    // Changing one of the 20 is still allowed.
    const [first] = await list(bob);
    expect((await save(bob, address({ id: first?.id, fullName: 'Edited' }))).statusCode).toBe(200);
  });

  it('needs a login; staff have their own (empty) list', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/address/list' })).statusCode).toBe(401);
    const staff = await logInAsStaff(testApp.app, '14');
    expect(await list(staff)).toEqual([]);
  });
});
