import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, startStaffSession } from './orders-fixtures.ts';

let testApp: TestApp;
let staffCookie: string;
let customerCookie: string;
const now = () => new Date('2026-11-22T02:00:00Z');

beforeAll(async () => {
  testApp = await createTestApp({ now });
  staffCookie = (await startStaffSession(testApp, '11', now)).cookie;
  customerCookie = (await createCustomer(testApp, '13700000031', now)).cookie;
});
afterAll(async () => {
  await testApp?.close();
});

function listStaff(cookie: string, query = '') {
  return testApp.app.inject({ method: 'GET', url: `/api/erp/staff/list${query}`, headers: { cookie } });
}

describe('GET /api/erp/staff/list', () => {
  it('lists every staff member by role, and no customer', async () => {
    const response = await listStaff(staffCookie);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { phone: string; roleId: string; nickname: string; userId: string }[];
    expect(rows.map((row) => [row.roleId, row.phone])).toEqual(
      (['1', '11', '12', '14', '15', '16', '17'] as const).map((roleId) => [roleId, demoPhoneOfRole(roleId)]),
    );
    expect(rows.every((row) => row.userId && row.nickname)).toBe(true);
  });

  it('filters by comma-separated role ids (the salesperson picker asks for 14 and 11)', async () => {
    const response = await listStaff(staffCookie, '?roleIds=14,11');
    expect((response.json().data as { roleId: string }[]).map((row) => row.roleId).sort()).toEqual(['11', '14']);
  });

  it('refuses a malformed role id with a field error, and customers with 403', async () => {
    const malformed = await listStaff(staffCookie, '?roleIds=14,a%20b!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.errors[0].field).toContain('roleIds');
    expect((await listStaff(staffCookie, '?roleIds=client')).json().data).toEqual([]);
    expect((await listStaff(customerCookie)).statusCode).toBe(403);
  });

  it('names a member of a role created on System › Roles with that role, for the pickers and the timeline', async () => {
    const admin = (await startStaffSession(testApp, '1', now)).cookie;
    const post = (url: string, payload: Record<string, unknown>) =>
      testApp.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });
    expect((await post('/api/erp/roles/create', { id: 'qa', name: '质检', nameEn: 'Quality' })).statusCode).toBe(200);
    const created = await post('/api/erp/staff-users/create', {
      phone: '13900000077',
      nickname: 'Quinn',
      roleId: 'qa',
      password: 'Quality123',
    });
    expect(created.statusCode, created.body).toBe(200);
    const rows = (await listStaff(staffCookie, '?roleIds=qa')).json().data;
    expect(rows).toEqual([
      expect.objectContaining({ nickname: 'Quinn', roleId: 'qa', roleName: { zh: '质检', en: 'Quality' } }),
    ]);
    const seeded = (await listStaff(staffCookie, '?roleIds=12')).json().data;
    expect(seeded[0].roleName).toEqual({ zh: '采购经理', en: 'Purchasing manager' });
  });
});
